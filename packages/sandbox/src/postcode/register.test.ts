import type { PostcodeEntry } from '@hotel/contracts';
import { request } from '../outbox/test-support/http-client';
import { services, startTestServer, type TestServer } from '../outbox/test-support/start-test-server';

let server: TestServer;
const apiKey = 'postcode-test-key';
const lookUp = (code: string, key: string | null = apiKey) =>
  request<PostcodeEntry[]>(`${server.url}/postcode/api/v5/postcodes/${encodeURIComponent(code)}`, {
    headers: key === null ? {} : { 'api-key': key },
  });

beforeAll(async () => {
  server = await startTestServer([services.postcode], { POSTCODE_API_KEY: apiKey });
}, 60_000);
afterAll(() => server.close());

describe('GET /postcode/api/v5/postcodes/{code}', () => {
  it('answers the whole entry of 100-0001 (Chiyoda, Tokyo)', async () => {
    const { status, body } = await lookUp('100-0001');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        postcode: '1000001',
        prefCode: '13',
        pref: '東京都',
        city: '千代田区',
        town: '千代田',
        allAddress: '東京都千代田区千代田',
        hiragana: { pref: 'とうきょうと', city: 'ちよだく', town: 'ちよだ', allAddress: 'とうきょうとちよだくちよだ' },
        fullWidthKana: { pref: 'トウキョウト', city: 'チヨダク', town: 'チヨダ', allAddress: 'トウキョウトチヨダクチヨダ' },
      },
    ]);
  });

  it.each([
    ['0600000', '01', '北海道', '札幌市中央区', '', 'ほっかいどうさっぽろしちゅうおうく'],
    ['530-0001', '27', '大阪府', '大阪市北区', '梅田', 'おおさかふおおさかしきたくうめだ'],
    ['900-0000', '47', '沖縄県', '那覇市', '', 'おきなわけんなはし'],
  ])('answers %s as %s %s%s%s', async (code, prefCode, pref, city, town, hiragana) => {
    const { body } = await lookUp(code);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ prefCode, pref, city, town, allAddress: `${pref}${city}${town}` });
    expect(body[0]?.hiragana.allAddress).toBe(hiragana);
  });

  it('leaves the town empty where Japan Post writes a note instead of a town (小菅村 "…の次に…がくる場合")', async () => {
    const { body } = await lookUp('409-0211');
    expect(body[0]).toMatchObject({ pref: '山梨県', city: '北都留郡小菅村', town: '', allAddress: '山梨県北都留郡小菅村' });
    expect(body[0]?.fullWidthKana.town).toBe('');
  });

  it('accepts full-width digits and dashes', async () => {
    expect((await lookUp('１００－０００１')).body[0]?.town).toBe('千代田');
  });

  it('answers [] for a code Japan Post does not have', async () => {
    const { status, body } = await lookUp('0000001');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it.each([
    ['missing', null],
    ['wrong', 'not-the-key'],
  ])('answers 401 when the api-key header is %s', async (_label, key) => {
    const { status, body } = await lookUp('1000001', key);
    expect(status).toBe(401);
    expect(body).toMatchObject({ message: expect.any(String) });
  });

  it.each(['123456', '12345678', 'abc-defg', '100 0001', '1'.repeat(40), '100-00O1'])(
    'answers 400 for the malformed code %s',
    async (code) => {
      const { status, body } = await lookUp(code);
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: expect.stringContaining('7 digits') });
    },
  );
});
