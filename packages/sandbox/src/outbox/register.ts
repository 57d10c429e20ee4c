import { z } from 'zod';
import type { SandboxDeps } from '../deps';
import type { Router } from '../http/router';
import { plainErrors } from '../services/error-shapes';
import { prefersHtml } from './accepts-html';
import { assertDevAccess } from './dev-access';
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

/**
 * GET /dev/outbox lists what the sandbox "sent" (JSON, or a page for browsers); DELETE empties it. Absent
 * under NODE_ENV=production; no CORS, so no web page on another origin can read it (issue 14).
 */
export function registerDevOutbox(router: Router, deps: SandboxDeps): void {
  const { enabled, token } = deps.config.devOutbox;
  if (!enabled) return;
  router
    .service('/dev', plainErrors, () => 'en', { cors: false })
    .get('/outbox', async (ctx) => {
      assertDevAccess(ctx, token);
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
    .delete('/outbox', async (ctx) => {
      assertDevAccess(ctx, token);
      await clearOutbox(deps.db);
      return { status: 204 };
    });
}
