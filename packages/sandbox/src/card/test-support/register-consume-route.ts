import { z } from 'zod';
import type { SandboxDeps } from '../../deps';
import type { Router } from '../../http/router';
import { plainErrors } from '../../services/error-shapes';
import { consumeCardToken } from '../consume-card-token';

/** Tests only: POST /test-card/consume {token} runs consumeCardToken in a transaction, as a booking would. */
export function registerConsumeRouteForTests(router: Router, deps: SandboxDeps): void {
  router.service('/test-card', plainErrors, () => 'en').post('/consume', async (ctx) => {
    const { token } = ctx.json(z.object({ token: z.string() }));
    return { body: await deps.db.transaction((tx) => consumeCardToken(tx, token)) };
  });
}
