import { noResponseCache } from '../cache/response-cache';
import { createApi } from '../create-api';
import { fakeFetch, json } from '../testing/fake-fetch';
import { fakeSession, testEnv } from '../testing/fake-session';

const hint = { status: { success: true, code: 200, message: 'SUCCESS' }, lookup: { matched: true, maskedEmail: 't***@example.com' } };

describe('loyalty lookUpAccount (SPEC 2.8 look-up account)', () => {
  it('posts one key with the fixed brand and no loyalty token, and answers the hint as it came', async () => {
    const network = fakeFetch(() => json(200, hint));
    const { loyalty } = createApi(testEnv, fakeSession(), { fetch: network.fetch, cache: noResponseCache });
    const key = { identifierType: 'CARD' as const, identifierValue: 'LOY123', lastNameKana: 'ヤマダ', firstNameKana: 'タロウ' };
    await expect(loyalty.lookUpAccount(key)).resolves.toEqual(hint);
    const [request] = network.requests;
    expect([request?.method, request?.url.pathname]).toEqual(['POST', '/loyalty/mobile/v2/api/customer/lookup']);
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ ...key, brand: 'SAKURA' });
    expect(request?.headers.has('cap_authorization')).toBe(false);
  });
});
