import type { CardInput, CardTokenResult, MultipaymentApi } from '@hotel/contracts';
import { createCardApi } from './card-api';

const card: CardInput = { cardno: '4111111111111111', expire: '2912', securitycode: '123', holdername: 'HANAKO SATO' };
const issued: CardTokenResult = { resultCode: '000', tokenObject: { token: 'tok_1', toBeExpiredAt: '2026-01-01', maskedCardNo: '411111******1111' } };
const scriptUrl = 'http://sandbox.test/card/token.js';

type WithProvider = typeof window & { Multipayment?: MultipaymentApi };

function fakeProvider(result: CardTokenResult | null = issued) {
  return {
    init: jest.fn(),
    getToken: jest.fn((_card: CardInput, callback: (r: CardTokenResult) => void) => {
      if (result) setTimeout(() => callback(result), 0);
    }),
  };
}

const scripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>(`script[src="${scriptUrl}"]`));

/** What the browser does once token.js has run: define Multipayment, then fire load. */
async function scriptRuns(provider: MultipaymentApi) {
  await Promise.resolve();
  (window as WithProvider).Multipayment = provider;
  scripts().at(-1)?.dispatchEvent(new Event('load'));
}

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as WithProvider).Multipayment;
});

describe('card tokens (SPEC 7.5, 8)', () => {
  it('loads token.js once, initialises it with the shop key, and resolves the provider’s result', async () => {
    const provider = fakeProvider();
    const api = createCardApi({ baseUrl: 'http://sandbox.test/card/', shopKey: 'shop-1', timeoutMs: 1000 });
    const first = api.getToken(card);
    await scriptRuns(provider);
    await expect(first).resolves.toEqual(issued);
    await expect(api.getToken(card)).resolves.toEqual(issued);
    expect(scripts()).toHaveLength(1);
    expect(provider.init).toHaveBeenCalledTimes(1);
    expect(provider.init).toHaveBeenCalledWith('shop-1');
    expect(provider.getToken).toHaveBeenCalledWith(card, expect.any(Function));
  });

  it('resolves a refused card with its code, for the UI to show as text', async () => {
    const refused: CardTokenResult = { resultCode: '102', tokenObject: null };
    const api = createCardApi({ baseUrl: 'http://sandbox.test/card', shopKey: 'shop-1', timeoutMs: 1000 });
    const result = api.getToken(card);
    await scriptRuns(fakeProvider(refused));
    await expect(result).resolves.toEqual(refused);
  });

  it('rejects with a card ApiError when the script cannot load, and tries again next time', async () => {
    const api = createCardApi({ baseUrl: 'http://sandbox.test/card', shopKey: 'shop-1', timeoutMs: 1000 });
    const failed = api.getToken(card);
    await Promise.resolve();
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toMatchObject({ name: 'ApiError', service: 'card', status: 0 });
    expect(scripts()).toHaveLength(0);
    const retried = api.getToken(card);
    await scriptRuns(fakeProvider());
    await expect(retried).resolves.toEqual(issued);
  });

  it('rejects when the provider never answers', async () => {
    const api = createCardApi({ baseUrl: 'http://sandbox.test/card', shopKey: 'shop-1', timeoutMs: 20 });
    const result = api.getToken(card);
    await scriptRuns(fakeProvider(null));
    await expect(result).rejects.toMatchObject({ service: 'card', status: 0, title: 'The card payment service did not answer' });
  });

  it('can take another script loader (and fails cleanly when the script defines nothing)', async () => {
    const loadScript = jest.fn(async () => undefined);
    const api = createCardApi({ baseUrl: 'https://pay.example/v1', shopKey: 'k', timeoutMs: 1000, loadScript });
    await expect(api.getToken(card)).rejects.toMatchObject({ service: 'card' });
    expect(loadScript).toHaveBeenCalledWith('https://pay.example/v1/token.js');
  });
});
