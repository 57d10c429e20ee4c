import { z } from 'zod';
import type { SandboxDeps } from '../deps';
import { HttpError } from '../http/http-error';
import type { Router } from '../http/router';
import { plainErrors } from '../services/error-shapes';
import { postcodeEntries } from './postcode-entries';

const sevenDigits = 'must be 7 digits (hyphens allowed)';
const postcodeParams = z.object({
  code: z
    .string()
    .max(20, sevenDigits)
    // Full-width digits and dashes, as people type them in Japanese input modes, count as the plain ones.
    .transform((code) => code.normalize('NFKC').replace(/[-‐－ー−]/g, ''))
    .pipe(z.string().regex(/^\d{7}$/, sevenDigits)),
});

/** GET /postcode/api/v5/postcodes/{code} with header `api-key`: the addresses of a Japanese postal code. */
export function registerPostcodes(router: Router, deps: SandboxDeps): void {
  router.service('/postcode', plainErrors, () => 'ja').get('/api/v5/postcodes/:code', async (ctx) => {
    if (ctx.header('api-key') !== deps.config.postcodeApiKey) {
      throw new HttpError(401, { message: 'Invalid or missing api-key', errors: [] });
    }
    const { code } = ctx.input(postcodeParams, ctx.params);
    return { body: await postcodeEntries(code) };
  });
}
