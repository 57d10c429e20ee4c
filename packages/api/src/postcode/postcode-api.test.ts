import { noResponseCache } from '../cache/response-cache';
import { createApi } from '../create-api';
import { fakeFetch, json } from '../testing/fake-fetch';
import { fakeSession, testEnv } from '../testing/fake-session';
import { normalizePostcode } from './postcode-api';

function setUp(postcodeApiKey?: string, responder = () => json(200, [{ pref: '東京都', city: '千代田区', town: '千代田' }])) {
  const network = fakeFetch(responder);
  const { postcode } = createApi(testEnv, fakeSession(), { fetch: network.fetch, cache: noResponseCache, ...(postcodeApiKey ? { postcodeApiKey } : {}) });
  return { network, postcode };
}

describe('postal-code lookup (SPEC 5, 7.4)', () => {
  it.each([
    ['100-0001', '1000001'],
    ['1000001', '1000001'],
    ['100－0001', '1000001'],
    ['100ー0001', '1000001'],
    [' 100-0001 ', '1000001'],
  ])('strips the hyphens of %p before lookup', (input, expected) => {
    expect(normalizePostcode(input)).toBe(expected);
  });

  it('asks GET api/v5/postcodes/{code} without a key (the host server adds it, issue 14) and returns the entries', async () => {
    const { network, postcode } = setUp();
    await expect(postcode.lookup('100-0001')).resolves.toEqual([{ pref: '東京都', city: '千代田区', town: '千代田' }]);
    const [request] = network.requests;
    expect([request?.method, request?.url.pathname, request?.headers.has('api-key')]).toEqual(['GET', '/postcode/api/v5/postcodes/1000001', false]);
  });

  it('sends a configured api key to a service it calls itself', async () => {
    const { network, postcode } = setUp('production-key');
    await postcode.lookup('1000001');
    expect(network.requests[0]?.headers.get('api-key')).toBe('production-key');
  });

  it('rejects an invalid code with the service’s message', async () => {
    const { postcode } = setUp(undefined, () => json(400, { message: 'code: must be 7 digits (hyphens allowed)', errors: [] }));
    await expect(postcode.lookup('12')).rejects.toMatchObject({ service: 'postcode', status: 400, title: 'code: must be 7 digits (hyphens allowed)' });
  });
});
