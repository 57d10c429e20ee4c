import { renewAcrossTabs, type SingleUseRenewal } from './renew-across-tabs';

/** One browser's tokens, as the tabs share them through cookies; the issuer takes each refresh token once. */
function sharedTokens() {
  const state = { refreshToken: 'refresh-1', token: 'access-1', issued: 1 };
  const spent = new Set<string>();
  const renew = jest.fn(async (refreshToken: string) => {
    await Promise.resolve();
    if (spent.has(refreshToken)) throw new Error('invalid_grant');
    spent.add(refreshToken);
    state.issued += 1;
    Object.assign(state, { refreshToken: `refresh-${state.issued}`, token: `access-${state.issued}` });
    return state.token;
  });
  const renewal = (refused = jest.fn()): SingleUseRenewal => ({
    lock: 'test-refresh',
    refreshToken: () => state.refreshToken,
    token: () => state.token,
    renew,
    refused,
  });
  return { state, spent, renew, renewal };
}

/** Web Locks as the browser gives them: one holder of a name at a time, the others in turn. */
function installWebLocks() {
  let queue = Promise.resolve();
  const request = (_name: string, work: () => Promise<unknown>) => {
    const turn = queue.then(work);
    queue = turn.then(() => undefined, () => undefined);
    return turn;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
}

describe('renewing a token whose refresh token is single use, from several tabs', () => {
  afterEach(() => {
    delete (navigator as { locks?: unknown }).locks;
  });

  it.each([
    ['with Web Locks: the second tab finds the token renewed and sends nothing', true, 1],
    ['without Web Locks: a tab refused a token another tab has just spent takes the one that tab kept', false, 2],
  ])('%s', async (_, withLocks, requests) => {
    if (withLocks) installWebLocks();
    const { renew, renewal } = sharedTokens();
    const refused = jest.fn();
    await expect(Promise.all([renewAcrossTabs(renewal(refused)), renewAcrossTabs(renewal(refused))])).resolves.toEqual(['access-2', 'access-2']);
    expect(renew).toHaveBeenCalledTimes(requests);
    expect(refused).not.toHaveBeenCalled();
  });

  it('a refusal no other tab explains is passed on, and told to the caller', async () => {
    const { state, spent, renewal } = sharedTokens();
    state.refreshToken = 'revoked';
    spent.add('revoked');
    const refused = jest.fn();
    await expect(renewAcrossTabs(renewal(refused))).rejects.toThrow('invalid_grant');
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('without a refresh token there is nothing to trade', async () => {
    const { state, renew, renewal } = sharedTokens();
    (state as { refreshToken: string | null }).refreshToken = null;
    await expect(renewAcrossTabs(renewal())).rejects.toThrow('no refresh token');
    expect(renew).not.toHaveBeenCalled();
  });
});
