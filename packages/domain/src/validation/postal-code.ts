/**
 * SPEC 5: hyphens stripped before lookup. A Japanese keyboard may type the digits and hyphen full-width
 * (１２３－４５６７) or the hyphen as another dash or the long-vowel mark; all read as the code they look like.
 */
export function normalizePostalCode(value: string): string {
  return value.normalize('NFKC').replace(/[\s\-‐‑‒–—―−ー]/g, '');
}

/**
 * SPEC 5 Postal code, the Japanese one (SPEC 3: postal code applies for JP): 7 digits once hyphens are
 * stripped, required only when the form says so (country JP).
 */
export function postalCodeProblem(value: string, opts: { required: boolean }): 'required' | 'postalCode' | null {
  const code = normalizePostalCode(value);
  if (!code) return opts.required ? 'required' : null;
  return /^\d{7}$/.test(code) ? null : 'postalCode';
}
