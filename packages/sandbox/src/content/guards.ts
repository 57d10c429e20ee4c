import { bearerOf, findToken } from '../auth/tokens';
import type { SandboxDeps } from '../deps';
import { HttpError } from '../http/http-error';
import type { RequestContext } from '../http/request-context';

/** SPEC 8 quotes this exact message; the site ignores it in hotel-search locale messages. */
export const deniedMessage = 'Authorization has been denied for this request.';

/** Every content call but GenerateToken and images needs a live site token (SPEC 7.2: retried once on 401). */
export async function requireSiteToken(ctx: RequestContext, deps: SandboxDeps): Promise<void> {
  const token = await findToken(deps.db, bearerOf(ctx.header('authorization')), 'site_token');
  if (!token || token.expired) throw new HttpError(401, { succeeded: false, message: deniedMessage, errors: [] });
}
