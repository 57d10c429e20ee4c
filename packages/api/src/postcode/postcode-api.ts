import type { PostcodeEntry } from '@hotel/contracts';
import type { KyInstance } from 'ky';
import { createSend, plainChannel } from '../http/channel';
import { path } from '../http/path';

export const defaultPostcodeApiKey = 'sandbox-postcode-key';

/** SPEC 5: hyphens (ASCII, full-width, and the long-vowel mark typed in their place) are stripped before lookup. */
export function normalizePostcode(code: string): string {
  return code.replace(/[\s\-‐‑‒–—―−－ー]/g, '');
}

/** Japanese addresses for a 7-digit postal code; [] when the code is unknown. */
export function createPostcodeApi(http: KyInstance, apiKey: string) {
  const send = createSend(plainChannel('postcode', http, () => ({ 'api-key': apiKey })));
  return {
    lookup: (code: string) => send<PostcodeEntry[]>({ method: 'get', path: path`api/v5/postcodes/${normalizePostcode(code)}` }),
  };
}

export type PostcodeApi = ReturnType<typeof createPostcodeApi>;
