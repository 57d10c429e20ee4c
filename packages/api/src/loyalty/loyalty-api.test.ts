import { noResponseCache } from '../cache/response-cache';
import { createApi } from '../create-api';
import { fakeFetch, inTurn, json, type Responder } from '../testing/fake-fetch';
import { fakeSession, testEnv } from '../testing/fake-session';
import type { LoyaltyApi } from './loyalty-api';

const ok = { status: { success: true, code: 200, message: 'SUCCESS' } };
const unauthorized = () => json(401, { status: { success: false, code: 401, message: 'Invalid token' }, errors: [{ code: 401, message: 'Invalid token' }] });
const identity = { identifierType: 'EMAIL' as const, identifierValue: 'hanako@example.jp' };
const payload = { profiles: [], extendedFields: {} };

function setUp(responder: Responder = () => json(200, ok)) {
  const session = fakeSession();
  const network = fakeFetch(responder);
  const { loyalty } = createApi(testEnv, session, { fetch: network.fetch, cache: noResponseCache });
  return { session, network, loyalty };
}

const authCalls: Array<[string, (l: LoyaltyApi) => Promise<unknown>, string]> = [
  ['generateToken', (l) => l.generateToken({ ...identity, password: 'pw', confirmPassword: 'pw' }), 'token/generate'],
  ['generateOtp', (l) => l.generateOtp({ ...identity, sessionId: 's' }), 'otp/generate'],
  ['validateOtp', (l) => l.validateOtp({ ...identity, sessionId: 's', otp: '123456' }), 'otp/validate'],
  ['validatePassword', (l) => l.validatePassword({ ...identity, sessionId: 's', password: 'pw' }), 'password/validate'],
  ['forgetPassword', (l) => l.forgetPassword({ ...identity, sessionId: 's', password: 'pw', confirmPassword: 'pw' }), 'password/forget'],
  ['changePassword', (l) => l.changePassword({ ...identity, password: 'a', newPassword: 'b', confirmPassword: 'b', token: 't' }), 'password/change'],
  ['regenerateToken', (l) => l.regenerateToken({ ...identity, refreshToken: 'r' }), 'token/regenerate'],
];

const customerCalls: Array<[string, (l: LoyaltyApi) => Promise<unknown>, string, string, Record<string, string>]> = [
  ['addCustomer', (l) => l.addCustomer('hanako@example.jp', payload), 'POST', '/loyalty/mobile/v2/api/v2/customers', { source: 'WEB' }],
  ['getCustomerByEmail', (l) => l.getCustomerByEmail('hanako@example.jp'), 'GET', '/loyalty/mobile/v2/api/customer/getbyemail', { card_details: 'true', points_summary: 'true' }],
  ['customerTransactions', (l) => l.customerTransactions('hanako@example.jp'), 'GET', '/loyalty/customer/transactions/get', {}],
  ['updateCustomer', (l) => l.updateCustomer('hanako@example.jp', 42, payload), 'PUT', '/loyalty/mobile/v2/api/customers/eupdate', { customerid: '42' }],
  ['expireToken', (l) => l.expireToken('hanako@example.jp'), 'DELETE', '/loyalty/mobile/v2/token/expire', {}],
];

describe('loyalty auth calls (SPEC 7.3)', () => {
  it.each(authCalls)('%s posts to auth/v1/web/%s with the fixed brand', async (_name, invoke, name) => {
    const { network, loyalty } = setUp();
    await expect(invoke(loyalty)).resolves.toEqual(ok);
    const [request] = network.requests;
    expect([request?.method, request?.url.pathname]).toEqual(['POST', `/loyalty/auth/v1/web/${name}`]);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ ...identity, brand: 'SAKURA' });
    expect(request?.headers.has('cap_authorization')).toBe(false);
  });

  it('returns a 200 with status.success false instead of throwing it', async () => {
    const failed = { status: { success: false, code: 1002, message: 'Wrong password' } };
    const { loyalty } = setUp(() => json(200, failed));
    await expect(loyalty.generateToken({ ...identity, password: 'x', confirmPassword: 'x' })).resolves.toEqual(failed);
  });

  it('does not renew the loyalty token when a login is refused with 401', async () => {
    const { session, network, loyalty } = setUp(unauthorized);
    await expect(loyalty.validatePassword({ ...identity, sessionId: 's', password: 'bad' })).rejects.toMatchObject({ service: 'loyalty', status: 401, code: 401, title: 'Invalid token' });
    expect(session.renewLoyaltyToken).not.toHaveBeenCalled();
    expect(network.requests).toHaveLength(1);
  });
});

describe('loyalty customer calls (SPEC 7.3)', () => {
  it.each(customerCalls)('%s is %s %s with the customer headers', async (_name, invoke, method, pathname, query) => {
    const { network, loyalty } = setUp();
    await invoke(loyalty);
    const [request] = network.requests;
    expect([request?.method, request?.url.pathname, Object.fromEntries(request?.url.searchParams ?? [])]).toEqual([method, pathname, query]);
    const headers = ['cap_authorization', 'cap_brand', 'cap_identifier_type', 'cap_identifier_value'].map((name) => request?.headers.get(name));
    expect(headers).toEqual(['loyalty-1', 'SAKURA', 'EMAIL', 'hanako@example.jp']);
  });

  it('adds an in-store customer with source=INSTORE', async () => {
    const { network, loyalty } = setUp();
    await loyalty.addCustomer('hanako@example.jp', payload, 'INSTORE');
    expect(network.requests[0]?.url.searchParams.get('source')).toBe('INSTORE');
  });

  it('gets a new loyalty token on 401 and retries once with it', async () => {
    const { session, network, loyalty } = setUp(inTurn(unauthorized, () => json(200, ok)));
    await expect(loyalty.customerTransactions('hanako@example.jp')).resolves.toEqual(ok);
    expect(session.renewLoyaltyToken).toHaveBeenCalledTimes(1);
    expect(network.requests.map((r) => r.headers.get('cap_authorization'))).toEqual(['loyalty-1', 'loyalty-2']);
  });

  it('rejects a second 401 without another renewal', async () => {
    const { session, network, loyalty } = setUp(unauthorized);
    await expect(loyalty.getCustomerByEmail('hanako@example.jp')).rejects.toMatchObject({ status: 401 });
    expect(session.renewLoyaltyToken).toHaveBeenCalledTimes(1);
    expect(network.requests).toHaveLength(2);
  });

  it('renews a missing loyalty token before the call, so the platform never sees a call without one', async () => {
    const session = fakeSession({ loyaltyToken: null });
    const network = fakeFetch(() => json(200, ok));
    const { loyalty } = createApi(testEnv, session, { fetch: network.fetch, cache: noResponseCache });
    await loyalty.getCustomerByEmail('hanako@example.jp');
    expect(session.renewLoyaltyToken).toHaveBeenCalledTimes(1);
    expect(network.requests.map((r) => r.headers.get('cap_authorization'))).toEqual(['loyalty-2']);
  });

  it('refuses a customer call as unauthorized, without sending it, when no loyalty token can be had', async () => {
    const session = fakeSession({ loyaltyToken: null });
    session.renewLoyaltyToken.mockRejectedValue(new Error('no loyalty refresh token'));
    const network = fakeFetch(() => json(200, ok));
    const { loyalty } = createApi(testEnv, session, { fetch: network.fetch, cache: noResponseCache });
    await expect(loyalty.getCustomerByEmail('hanako@example.jp')).rejects.toMatchObject({ service: 'loyalty', status: 401 });
    expect(network.requests).toHaveLength(0);
  });

  it("sends a sign-up's own token without asking for the member's", async () => {
    const session = fakeSession({ loyaltyToken: null });
    const network = fakeFetch(() => json(200, ok));
    const { loyalty } = createApi(testEnv, session, { fetch: network.fetch, cache: noResponseCache });
    await loyalty.addCustomer('new@example.jp', payload, 'WEB', 'sign-up-token');
    expect(session.renewLoyaltyToken).not.toHaveBeenCalled();
    expect(network.requests[0]?.headers.get('cap_authorization')).toBe('sign-up-token');
  });
});
