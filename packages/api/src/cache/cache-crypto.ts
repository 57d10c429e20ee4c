/** AES-GCM 256 with a random 96-bit IV per entry (SPEC 7.4: an encrypted browser store). */
const algorithm = 'AES-GCM';

export function generateCacheKey(crypto: Crypto): Promise<CryptoKey> {
  // Not extractable: script on the page can use the key but never read it out.
  return crypto.subtle.generateKey({ name: algorithm, length: 256 }, false, ['encrypt', 'decrypt']);
}

export async function encryptJson(crypto: Crypto, key: CryptoKey, value: unknown): Promise<{ iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer }> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const data = await crypto.subtle.encrypt({ name: algorithm, iv }, key, plain);
  return { iv, data };
}

export async function decryptJson(crypto: Crypto, key: CryptoKey, iv: Uint8Array<ArrayBuffer>, data: ArrayBuffer): Promise<unknown> {
  const plain = await crypto.subtle.decrypt({ name: algorithm, iv }, key, data);
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}

/** SHA-256 of the key text, so the parameters (a keyword, a position) are not readable in the store either. */
export async function hashedId(crypto: Crypto, text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
