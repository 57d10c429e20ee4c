import { deleteCookie, readCookie, writeCookie } from './cookies';

describe('cookies (SPEC 3), read once per running script (issue 15)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    for (const name of ['client-session', 'site_token']) deleteCookie(name);
  });

  it('asks the browser once for the cookies a call reads together', async () => {
    document.cookie = 'client-session=cs-1; path=/';
    document.cookie = 'site_token=site-1; path=/';
    await Promise.resolve();
    const reads = jest.spyOn(document, 'cookie', 'get');
    expect([readCookie('client-session'), readCookie('site_token'), readCookie('login_token')]).toEqual(['cs-1', 'site-1', null]);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('sees its own write at once, and another tab’s from the next script run', async () => {
    expect(readCookie('site_token')).toBeNull();
    writeCookie('site_token', 'site-2', 60);
    expect(readCookie('site_token')).toBe('site-2');
    document.cookie = 'site_token=from-another-tab; path=/';
    await Promise.resolve();
    expect(readCookie('site_token')).toBe('from-another-tab');
    deleteCookie('site_token');
    expect(readCookie('site_token')).toBeNull();
  });
});
