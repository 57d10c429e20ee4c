import { devGatePass, gatePassFrom, openDevGate, withGatePass } from './dev-gate';

function answer(status: number, setCookie?: string): typeof fetch {
  return async () => new Response(null, { status, headers: setCookie ? { 'set-cookie': setCookie } : {} });
}

describe('the dev server passing the gate for a remote shown alone', () => {
  it('keeps the pass the host server sets, without the cookie attributes', async () => {
    const opened = await openDevGate('http://127.0.0.1:8080', 'hotel-local', answer(204, 'hotel_gate=123.abc; Max-Age=60; HttpOnly'));
    expect(opened).toBe(true);
    expect(devGatePass()).toBe('hotel_gate=123.abc');
  });

  it('holds no pass when the password is refused or the host server is down', async () => {
    await openDevGate('http://127.0.0.1:8080', 'wrong', answer(401));
    expect(devGatePass()).toBeNull();
    const down: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(openDevGate('http://127.0.0.1:8080', 'hotel-local', down)).resolves.toBe(false);
  });

  it('sends the browser cookies on with the pass in place of any stale one', () => {
    expect(withGatePass('client-session=s1; hotel_gate=old.x; locale=en', 'hotel_gate=new.y')).toBe(
      'client-session=s1; locale=en; hotel_gate=new.y',
    );
    expect(withGatePass(undefined, 'hotel_gate=new.y')).toBe('hotel_gate=new.y');
  });

  it('finds the pass among several cookies set at once', () => {
    expect(gatePassFrom('a=1; Path=/, hotel_gate=9.z; HttpOnly')).toBe('hotel_gate=9.z');
    expect(gatePassFrom(null)).toBeNull();
  });
});
