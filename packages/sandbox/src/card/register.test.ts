import type { CardTokenResult } from '@hotel/contracts';
import { request } from '../outbox/test-support/http-client';
import { services, startTestServer, type TestServer } from '../outbox/test-support/start-test-server';
import type { ConsumedCardToken } from './consume-card-token';

const shopKey = 'card-test-shop-key';
const consumeRoute = 'card/test-support/register-consume-route#registerConsumeRouteForTests';
const card = { key: shopKey, cardno: '4111111111111111', expire: '2912', securitycode: '123', holdername: 'TARO YAMADA' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer([services.card, consumeRoute], { CARD_SHOP_KEY: shopKey });
}, 60_000);
afterAll(() => server.close());

const tokenize = (body: unknown, on = server) => request<CardTokenResult>(`${on.url}/card/api/token`, { json: body });
const consume = (token: string, on = server) => request<ConsumedCardToken>(`${on.url}/test-card/consume`, { json: { token } });

async function tokenOf(cardno: string): Promise<string> {
  const { body } = await tokenize({ ...card, cardno });
  return body.tokenObject?.token as string;
}

describe('POST /card/api/token', () => {
  it('tokenizes a valid card: result 000, a token, its expiry and the masked number', async () => {
    const before = Date.now();
    const { status, body } = await tokenize(card);
    expect(status).toBe(200);
    expect(body.resultCode).toBe('000');
    expect(body.tokenObject).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      toBeExpiredAt: expect.any(String),
      maskedCardNo: '411111******1111',
    });
    const expiresIn = Date.parse(body.tokenObject!.toBeExpiredAt) - before;
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThan(31 * 60_000);
  });

  it('masks a 10-digit card number as its first 6 and last 4 digits', async () => {
    expect((await tokenize({ ...card, cardno: '4111112222' })).body.tokenObject?.maskedCardNo).toBe('4111112222');
  });

  it.each<[string, Record<string, unknown>]>([
    ['521', { key: undefined }],
    ['521', { key: '' }],
    ['552', { key: 'someone-elses-key' }],
    ['100', { cardno: undefined }],
    ['101', { cardno: '4111x11111111111' }],
    ['102', { cardno: '41111111' }],
    ['110', { expire: '' }],
    ['111', { expire: '29-12' }],
    ['112', { expire: '29123' }],
    ['113', { expire: '2900' }],
    ['121', { securitycode: 'abc' }],
    ['122', { securitycode: '12345' }],
    ['131', { holdername: '山田太郎' }],
    ['132', { holdername: 'T'.repeat(51) }],
  ])('answers HTTP 200 with result code %s for %j', async (code, change) => {
    const { status, body } = await tokenize({ ...card, ...change });
    expect(status).toBe(200);
    expect(body).toEqual({ resultCode: code, tokenObject: null });
  });

  it('checks the key before the card', async () => {
    expect((await tokenize({ ...card, key: 'wrong', cardno: '' })).body.resultCode).toBe('552');
  });

  it('still tokenizes a card whose expiry date has passed', async () => {
    expect((await tokenize({ ...card, expire: '1901' })).body.resultCode).toBe('000');
  });

  it.each(['not json', '[1,2]', '"text"', JSON.stringify({ ...card, cardno: 4111111111111111 })])(
    'answers 400 to a body that is no card request at all: %s',
    async (body) => {
      const response = await request(`${server.url}/card/api/token`, { body, headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(400);
    },
  );
});

describe('POST /card/api/token with malformed fields', () => {
  const fields = ['key', 'cardno', 'expire', 'securitycode', 'holdername'] as const;
  const values: unknown[] = [4111, null, true, { nested: '1' }, ['4111'], 'x'.repeat(20_000), '٤١١١١١١١١١١١١١١١'];

  it.each(fields.flatMap((field) => values.map((value) => [field, value] as const)))('%s = %j never tokenizes nor fails', async (field, value) => {
    const response = await tokenize({ ...card, [field]: value });
    expect(response.status).toBeLessThan(500);
    if (response.status === 200) expect(response.body.resultCode).not.toBe('000');
    else expect(response.status).toBe(400);
  });
});

describe('consumeCardToken (inside a booking transaction)', () => {
  it.each([
    ['4111111111111111', 'approved'],
    ['5555555555554444', 'approved'],
    ['3530111333300000', 'approved'],
    ['4000000000000002', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
  ])('charges test card %s as %s, with its last 4 digits', async (cardno, outcome) => {
    const { body } = await consume(await tokenOf(cardno));
    expect(body).toEqual({ ok: true, outcome, last4: cardno.slice(-4) });
  });

  it('refuses a token used once already with 553', async () => {
    const token = await tokenOf('4111111111111111');
    expect((await consume(token)).body.ok).toBe(true);
    expect((await consume(token)).body).toEqual({ ok: false, cardCode: '553', reason: expect.stringContaining('already') });
  });

  it('lets only one of two concurrent bookings use a token', async () => {
    const token = await tokenOf('4111111111111111');
    const results = await Promise.all([consume(token), consume(token), consume(token)]);
    const bodies = results.map((r) => r.body);
    expect(bodies.filter((b) => b.ok)).toHaveLength(1);
    expect(bodies.filter((b) => !b.ok && b.cardCode === '553')).toHaveLength(2);
  });

  it('refuses an unknown token with 502 and an empty one with 501', async () => {
    expect((await consume('f'.repeat(64))).body).toEqual({ ok: false, cardCode: '502', reason: 'Unknown card token' });
    expect((await consume('')).body).toEqual({ ok: false, cardCode: '501', reason: expect.any(String) });
  });

  it('refuses an expired token with 502, saying it expired', async () => {
    const shortLived = await startTestServer([services.card, consumeRoute], { CARD_SHOP_KEY: shopKey, SANDBOX_CARD_TOKEN_TTL: '1' });
    try {
      const { body } = await tokenize(card, shortLived);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect((await consume(body.tokenObject!.token, shortLived)).body).toEqual({
        ok: false,
        cardCode: '502',
        reason: expect.stringContaining('expired'),
      });
    } finally {
      await shortLived.close();
    }
  }, 60_000);
});

describe('GET /card/token.js', () => {
  it('serves the Multipayment script as JavaScript', async () => {
    const response = await request(`${server.url}/card/token.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.text).toContain('window.Multipayment');
  });
});
