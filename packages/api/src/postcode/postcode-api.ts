import type { PostcodeEntry } from '@hotel/contracts';
import type { KyInstance } from 'ky';
import { createSend, plainChannel } from '../http/channel';
import { path } from '../http/path';

/** SPEC 5: hyphens (ASCII, full-width, and the long-vowel mark typed in their place) are stripped before lookup. */
export function normalizePostcode(code: string): string {
  return code.replace(/[\s\-‐‑‒–—―−－ー]/g, '');
}

/** Japanese addresses for a 7-digit postal code; [] when the code is unknown. `api-key` only when given. */
export function createPostcodeApi(http: KyInstance, apiKey?: string) {
  const headers: Record<string, string> = apiKey ? { 'api-key': apiKey } : {};
  const send = createSend(plainChannel('postcode', http, () => headers));
  return {
    lookup: (code: string) => send<PostcodeEntry[]>({ method: 'get', path: path`api/v5/postcodes/${normalizePostcode(code)}` }),
  };
}

export type PostcodeApi = ReturnType<typeof createPostcodeApi>;
