import { type Fixture, startFixture } from '../../test-support/sandbox-fixture';

jest.setTimeout(60_000);

const limits = { SANDBOX_SIGN_IN_MAX_FAILURES: '3', SANDBOX_SIGN_IN_MAX_FAILURES_PER_CLIENT: '5' };
let fixture: Fixture;
beforeAll(async () => {
  // The limits are read from the process environment (they are not part of SandboxConfig yet).
  Object.assign(process.env, limits);
  fixture = await startFixture(limits);
}, 300_000);
afterAll(async () => {
  for (const name of Object.keys(limits)) delete process.env[name];
  await fixture.sandbox.close();
});

type Answer = { errors?: Array<{ code: number; title: string }>; access_token?: string };

function signIn(session: string, email: string, password: string) {
  return fixture.call<Answer>('POST', '/booking/hotels/1/memberships/sign_in', {
    headers: { 'client-session': session, locale: 'en' },
    body: { email, password },
  });
}

describe('memberships/sign_in is throttled (issue: sign-in attempts)', () => {
  it('answers 429 code 2429 with Retry-After after 3 wrong passwords for one account, even from another client', async () => {
    const email = 'hanako.sato@example.jp';
    const session = await fixture.clientSession();
    for (let i = 0; i < 3; i += 1) expect((await signIn(session, email, 'Wrong2026x')).status).toBe(401);

    const locked = await signIn(await fixture.clientSession(), email, 'Sakura2026!');

    expect(locked.status).toBe(429);
    expect(locked.body.errors?.[0]).toEqual({ code: 2429, title: 'Too many attempts. Please try again later' });
    expect(Number((await fetchRetryAfter(email)) ?? 0)).toBeGreaterThan(0);
  });

  it('refuses a client that tried wrong passwords on many accounts, whatever account it tries next', async () => {
    const session = await fixture.clientSession();
    let failures = 0;
    // At most 5 per client (client session, and IP address: the story above already spent 3 of its 5).
    while (failures < 10 && (await signIn(session, `nobody${failures}@example.com`, 'Wrong2026x')).status === 401) failures += 1;
    expect(failures).toBeLessThanOrEqual(5);

    expect((await signIn(session, 'emily.clark@example.com', 'Sakura2026!')).status).toBe(429);
  });
});

/** The Retry-After header of a sign-in that is refused (fixture.call keeps only status and body). */
async function fetchRetryAfter(email: string): Promise<string | null> {
  const session = await fixture.clientSession();
  const response = await fetch(`${fixture.url}/booking/hotels/1/memberships/sign_in`, {
    method: 'POST',
    headers: { 'client-session': session, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Sakura2026!' }),
  });
  return response.headers.get('retry-after');
}
