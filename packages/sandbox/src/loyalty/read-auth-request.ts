import type { z } from 'zod';
import type { SandboxConfig } from '../config';
import type { RequestContext } from '../http/request-context';
import { loyaltyError } from '../services/error-shapes';
import { loyaltyCodes } from './loyalty-codes';
import type { Identity } from './schemas';

/** The JSON body of an auth call, validated, for this sandbox's one loyalty brand only. */
export function readAuthRequest<S extends z.ZodType<Identity>>(ctx: RequestContext, schema: S, config: SandboxConfig): z.infer<S> {
  const body = ctx.json(schema);
  if (body.brand !== config.loyaltyBrand) throw loyaltyError(400, loyaltyCodes.unknownBrand, `Unknown brand: ${body.brand.slice(0, 40)}`);
  return body;
}
