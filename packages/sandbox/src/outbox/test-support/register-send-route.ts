import { z } from 'zod';
import type { SandboxDeps } from '../../deps';
import type { Router } from '../../http/router';
import { plainErrors } from '../../services/error-shapes';
import { outboxKinds } from '../outbox-query';
import { sendMessage } from '../send';

const message = z.object({
  kind: z.enum(outboxKinds),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable().optional(),
  otp: z.string().nullable().optional(),
});

/** Tests only: POST /test-outbox/send puts a message in the outbox the way the services do. */
export function registerSendRouteForTests(router: Router, deps: SandboxDeps): void {
  router.service('/test-outbox', plainErrors, () => 'en').post('/send', async (ctx) => {
    await sendMessage(deps.db, ctx.json(message));
    return { status: 201, body: { sent: true } };
  });
}
