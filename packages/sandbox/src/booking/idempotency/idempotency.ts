import { createHash } from 'node:crypto';
import type { Locale } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import type { Queryable } from '../../db/database';
import type { SandboxDeps } from '../../deps';
import { HttpError } from '../../http/http-error';
import type { RequestContext } from '../../http/request-context';
import type { Reply } from '../../http/router';
import { text } from '../../i18n/messages';
import { engineError } from '../../services/error-shapes';

/** How long a key's first answer is replayed (24 hours); after that the key may be used again. */
export const idempotencyWindowMs = 24 * 3600 * 1000;

export interface IdempotencyGuard {
  /** Inside the call's transaction, before anything is booked or charged: claims the key (a racing twin fails here). */
  claim(tx: Queryable): Promise<void>;
  /** Inside the same transaction: keeps the answer to replay. */
  remember(tx: Queryable, reply: Reply): Promise<Reply>;
  /** After a failed transaction: the winner's answer when the failure was losing the race for the key. */
  replayAfter(error: unknown): Promise<Reply | null>;
}

interface StoredAnswer {
  request_hash: string;
  status: number;
  response: unknown;
}

export function requestHash(payload: unknown): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

/**
 * The `Idempotency-Key` of a call (SPEC 2.6: a double click or a retry never books or charges twice).
 * Null without a key: the call simply runs. With a key seen in the last 24 hours: the first answer again
 * (`replay`), or 422 code 5009 when the body differs.
 */
export async function openIdempotency(
  ctx: RequestContext,
  deps: SandboxDeps,
  scope: string,
  payload: unknown,
  locale: Locale,
): Promise<{ replay: Reply | null; guard: IdempotencyGuard | null }> {
  const key = ctx.header('idempotency-key')?.slice(0, 200);
  if (!key) return { replay: null, guard: null };
  const hash = requestHash(payload);
  const replayStored = async (): Promise<Reply | null> => {
    const since = new Date(deps.clock.now().getTime() - idempotencyWindowMs);
    const [stored] = await deps.db.query<StoredAnswer>(
      'SELECT request_hash, status, response FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created_at > $3',
      [scope, key, since],
    );
    if (!stored) return null;
    if (stored.request_hash !== hash) throw engineError(422, engineErrorCodes.idempotencyConflict, text('idempotencyConflict', locale), 'Idempotency-Key');
    return { status: stored.status, body: stored.response, headers: { 'idempotent-replayed': 'true' } };
  };
  const guard: IdempotencyGuard = {
    claim: async (tx) => {
      const now = deps.clock.now();
      await tx.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created_at <= $3', [
        scope, key, new Date(now.getTime() - idempotencyWindowMs),
      ]);
      await tx.query('INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4)', [scope, key, hash, now]);
    },
    remember: async (tx, reply) => {
      await tx.query('UPDATE idempotency_keys SET status = $3, response = $4 WHERE scope = $1 AND key = $2', [
        scope, key, reply.status ?? 200, JSON.stringify(reply.body ?? null),
      ]);
      return reply;
    },
    replayAfter: async (error) => (isUniqueViolation(error) ? replayStored() : null),
  };
  return { replay: await replayStored(), guard };
}

/**
 * Runs a call's writes in one transaction, the key claimed first and the answer kept with them. `done` is
 * what the writes produced (for e-mails afterwards), or null when the answer is a twin's that won the race.
 */
export async function runOnce<T>(
  deps: SandboxDeps,
  guard: IdempotencyGuard | null,
  work: (tx: Queryable) => Promise<{ reply: Reply; done: T }>,
): Promise<{ reply: Reply; done: T | null }> {
  try {
    return await deps.db.transaction(async (tx) => {
      await guard?.claim(tx);
      const { reply, done } = await work(tx);
      return { reply: guard ? await guard.remember(tx, reply) : reply, done };
    });
  } catch (error) {
    const again = await guard?.replayAfter(error);
    if (again) return { reply: again, done: null };
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return !(error instanceof HttpError) && (error as { code?: string }).code === '23505';
}
