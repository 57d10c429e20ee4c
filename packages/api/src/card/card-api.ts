import type { CardInput, CardTokenResult, MultipaymentApi } from '@hotel/contracts';
import { ApiError } from '../errors/api-error';
import { injectScript } from './script-loader';

export const defaultCardShopKey = 'sandbox-shop-key';

export interface CardApiOptions {
  /** `env.apiBase.card`; the provider's script is `${baseUrl}/token.js`. */
  baseUrl: string;
  shopKey: string;
  timeoutMs: number;
  loadScript?: (url: string) => Promise<void>;
}

function cardError(message: string, cause?: unknown): ApiError {
  return new ApiError({ service: 'card', status: 0, code: null, messages: [message], cause });
}

function providerOf(scope: typeof globalThis): MultipaymentApi | undefined {
  return (scope as typeof globalThis & { Multipayment?: MultipaymentApi }).Multipayment;
}

/**
 * The card provider's token script, loaded once on first use. `getToken` resolves with the provider's result
 * whatever its code (SPEC 8 card codes are shown as text); it rejects only when the provider cannot be reached.
 */
export function createCardApi({ baseUrl, shopKey, timeoutMs, loadScript = injectScript }: CardApiOptions) {
  let provider: Promise<MultipaymentApi> | null = null;
  const ready = (): Promise<MultipaymentApi> => {
    if (!provider) {
      provider = loadScript(`${baseUrl.replace(/\/+$/, '')}/token.js`).then(() => {
        const multipayment = providerOf(globalThis);
        if (!multipayment) throw new Error('token.js did not define Multipayment');
        multipayment.init(shopKey);
        return multipayment;
      });
      // A failed load is retried by the next call instead of being remembered.
      provider.catch(() => {
        provider = null;
      });
    }
    return provider;
  };

  return {
    getToken: async (card: CardInput): Promise<CardTokenResult> => {
      const multipayment = await ready().catch((error: unknown) => {
        throw cardError('The card payment service could not be loaded', error);
      });
      return new Promise<CardTokenResult>((resolve, reject) => {
        const timer = setTimeout(() => reject(cardError('The card payment service did not answer')), timeoutMs);
        multipayment.getToken(card, (result) => {
          clearTimeout(timer);
          resolve(result);
        });
      });
    },
  };
}

export type CardApi = ReturnType<typeof createCardApi>;
