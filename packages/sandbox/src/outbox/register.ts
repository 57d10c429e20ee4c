import { z } from 'zod';
import type { SandboxDeps } from '../deps';
import type { Router } from '../http/router';
import { plainErrors } from '../services/error-shapes';
import { prefersHtml } from './accepts-html';
import { renderOutboxPage } from './outbox-page';
import { clearOutbox, listOutbox, outboxKinds } from './outbox-query';

const maxLimit = 200;

const outboxQuery = z.object({
  to: z.string().trim().min(1).max(320).optional(),
  kind: z.enum(outboxKinds).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(50)
    .transform((limit) => Math.min(limit, maxLimit)),
});

/** GET /dev/outbox lists what the sandbox "sent" (JSON, or a page for browsers); DELETE empties it. */
export function registerDevOutbox(router: Router, deps: SandboxDeps): void {
  router
    .service('/dev', plainErrors, () => 'en')
    .get('/outbox', async (ctx) => {
      const filter = ctx.input(outboxQuery, {
        to: ctx.query.get('to') || undefined,
        kind: ctx.query.get('kind') || undefined,
        limit: ctx.query.get('limit') || undefined,
      });
      const data = await listOutbox(deps.db, filter);
      if (prefersHtml(ctx.header('accept'))) {
        return { text: renderOutboxPage(data), contentType: 'text/html; charset=utf-8' };
      }
      return { body: { data } };
    })
    .delete('/outbox', async () => {
      await clearOutbox(deps.db);
      return { status: 204 };
    });
}
