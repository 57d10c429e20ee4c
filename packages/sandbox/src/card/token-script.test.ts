import vm from 'node:vm';
import type { CardInput, CardTokenResult, MultipaymentApi } from '@hotel/contracts';
import { request } from '../outbox/test-support/http-client';
import { services, startTestServer, type TestServer } from '../outbox/test-support/start-test-server';

const shopKey = 'script-test-shop-key';
const card: CardInput = { cardno: '4111111111111111', expire: '202912', securitycode: '123', holdername: 'TARO YAMADA' };

let server: TestServer;
let scriptText: string;
beforeAll(async () => {
  server = await startTestServer([services.card], { CARD_SHOP_KEY: shopKey });
  scriptText = (await request(`${server.url}/card/token.js`)).text;
}, 60_000);
afterAll(() => server.close());

interface FakePage {
  Multipayment: MultipaymentApi;
  requests: string[];
  [global: string]: unknown;
}

/** Runs token.js as a page would load it from `scriptSrc`, with a fetch that records where it goes. */
function loadScript(scriptSrc: string | null): FakePage {
  const requests: string[] = [];
  const page: Record<string, unknown> = {
    requests,
    setTimeout,
    URL,
    location: { href: 'http://127.0.0.1:8080/payment' },
    document: { currentScript: scriptSrc ? { src: scriptSrc } : null },
    fetch: (url: string, init: RequestInit) => {
      requests.push(url);
      return fetch(url, init);
    },
  };
  page.window = page;
  vm.runInNewContext(scriptText, page);
  return page as unknown as FakePage;
}

/** getToken as the provider's script also takes it: with the name of a global callback function. */
function getTokenNamed(page: FakePage, callbackName: string): void {
  (page.Multipayment.getToken as unknown as (card: CardInput, callback: string) => void)(card, callbackName);
}

function getToken(page: FakePage, input: Partial<CardInput>): Promise<CardTokenResult> {
  return new Promise((resolve) => page.Multipayment.getToken({ ...card, ...input }, resolve));
}

describe('token.js (Multipayment)', () => {
  it('tokenizes through the server the script came from', async () => {
    const page = loadScript(`${server.url}/card/token.js`);
    page.Multipayment.init(shopKey);

    const result = await getToken(page, {});

    expect(result.resultCode).toBe('000');
    expect(result.tokenObject?.maskedCardNo).toBe('411111******1111');
    expect(page.requests).toEqual([`${server.url}/card/api/token`]);
  });

  it('answers 521 without calling the server when init was never called', async () => {
    const page = loadScript(`${server.url}/card/token.js`);
    expect(await getToken(page, {})).toEqual({ resultCode: '521', tokenObject: null });
    expect(page.requests).toEqual([]);
  });

  it.each<[string, Partial<CardInput>]>([
    ['100', { cardno: '' }],
    ['101', { cardno: '4111 1111 1111 1111' }],
    ['102', { cardno: '411111111' }],
    ['110', { expire: '' }],
    ['111', { expire: '29/12' }],
    ['112', { expire: '12345' }],
    ['113', { expire: '2913' }],
    ['121', { securitycode: '1a3' }],
    ['122', { securitycode: '12345' }],
    ['131', { holdername: 'ヤマダ' }],
    ['132', { holdername: 'X'.repeat(51) }],
  ])('answers %s in the browser, without calling the server, for %j', async (code, change) => {
    const page = loadScript(`${server.url}/card/token.js`);
    page.Multipayment.init(shopKey);
    const result = await getToken(page, change);
    expect({ ...result }).toEqual({ resultCode: code, tokenObject: null });
    expect(page.requests).toEqual([]);
  });

  it('passes on the server result for a wrong shop key (552)', async () => {
    const page = loadScript(`${server.url}/card/token.js`);
    page.Multipayment.init('not-our-key');
    expect((await getToken(page, {})).resultCode).toBe('552');
  });

  it('calls a global function named as the callback, as the provider script does', async () => {
    const page = loadScript(`${server.url}/card/token.js`);
    page.Multipayment.init(shopKey);
    const result = await new Promise<CardTokenResult>((resolve) => {
      page.onCardToken = resolve;
      getTokenNamed(page, 'onCardToken');
    });
    expect(result.resultCode).toBe('000');
  });

  it('refuses a callback that is neither a function nor a global function name', () => {
    const page = loadScript(`${server.url}/card/token.js`);
    page.Multipayment.init(shopKey);
    expect(() => getTokenNamed(page, 'nothing')).toThrow(/531/);
  });

  it('answers 901 when the server cannot be reached', async () => {
    const page = loadScript('http://127.0.0.1:9/card/token.js');
    page.Multipayment.init(shopKey);
    expect((await getToken(page, {})).resultCode).toBe('901');
    expect(page.requests).toEqual(['http://127.0.0.1:9/card/api/token']);
  });

  it('falls back to the sandbox public URL when the page gives no currentScript', async () => {
    const page = loadScript(null);
    page.Multipayment.init(shopKey);
    expect((await getToken(page, {})).resultCode).toBe('000');
    expect(page.requests).toEqual([`${server.url}/card/api/token`]);
  });
});
