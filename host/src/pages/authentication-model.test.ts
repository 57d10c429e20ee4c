import { $api, type GateAnswer, type HotelApi } from '@hotel/api';
import { allSettled, fork } from 'effector';
import { $gateFailure, enterSiteFx, passwordSubmitted } from './authentication-model';

function gateScope(answer: () => Promise<GateAnswer>) {
  const submitPassword = jest.fn(answer);
  const enterSite = jest.fn();
  const scope = fork({
    values: [[$api, { gate: { submitPassword } } as unknown as HotelApi]],
    handlers: [[enterSiteFx, enterSite]],
  });
  return { scope, submitPassword, enterSite };
}

describe('SPEC 4 shared-password gate', () => {
  it('a right password leads to the page the visitor asked for', async () => {
    const { scope, submitPassword, enterSite } = gateScope(async () => ({ kind: 'passed' }));
    await allSettled(passwordSubmitted, { scope, params: { password: 'open sesame', target: '/en/hotels' } });
    expect(submitPassword).toHaveBeenCalledWith('open sesame');
    expect(enterSite).toHaveBeenCalledWith('/en/hotels');
    expect(scope.getState($gateFailure)).toBeNull();
  });

  it('an empty password is wrong without asking the server', async () => {
    const { scope, submitPassword, enterSite } = gateScope(async () => ({ kind: 'passed' }));
    await allSettled(passwordSubmitted, { scope, params: { password: '', target: '/' } });
    expect(submitPassword).not.toHaveBeenCalled();
    expect(enterSite).not.toHaveBeenCalled();
    expect(scope.getState($gateFailure)).toEqual({ kind: 'wrong' });
  });

  it.each([
    ['a refused password says so ("Please enter correct password!")', async (): Promise<GateAnswer> => ({ kind: 'wrong' }), { kind: 'wrong' }],
    ['a lockout says how many minutes to wait, rounded up', async (): Promise<GateAnswer> => ({ kind: 'wait', retryAfterSeconds: 61 }), { kind: 'wait', minutes: 2 }],
    ['no answer is a connection failure', () => Promise.reject(new Error('offline')), { kind: 'network' }],
  ])('%s, and the visitor stays on the gate', async (_rule, answer, failure) => {
    const { scope, enterSite } = gateScope(answer);
    await allSettled(passwordSubmitted, { scope, params: { password: 'guess', target: '/' } });
    expect(scope.getState($gateFailure)).toEqual(failure);
    expect(enterSite).not.toHaveBeenCalled();
  });
});
