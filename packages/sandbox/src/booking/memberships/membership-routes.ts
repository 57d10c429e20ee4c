import type { MembershipConfirmation, PointHistoryEntry, StoredCard } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { findToken, issueToken, revokeMemberTokens, revokeToken } from '../../auth/tokens';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { attemptFailed } from '../../loyalty/attempt-throttle';
import { sendMessage } from '../../outbox/send';
import { engineError } from '../../services/error-shapes';
import { localeOf, requireClientSession, requireMember } from '../guards';
import { membershipHotelId } from '../hotel-lookup';
import { issueMemberTokens } from '../member-tokens';
import { exchangeLoyaltyToken } from '../routes/session-routes';
import { membershipEmail } from './membership-emails';
import { phoneOfUpdate } from './member-phone-update';
import { assertMaySignIn, bookingAttempt } from './membership-refusals';
import { passwordRule } from './password-rule';
import { readPointActivity } from './point-activity';
import { type MemberRow, presentMembership } from './present-membership';

export { signUp } from './sign-up';

async function memberById(deps: SandboxDeps, id: number): Promise<MemberRow> {
  const [row] = await deps.db.query<MemberRow>('SELECT * FROM members WHERE id = $1 AND cancelled_at IS NULL', [id]);
  if (!row) throw engineError(401, engineErrorCodes.unauthorized, 'Membership not found');
  return row;
}

export async function membershipTokens(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  membershipHotelId(ctx, deps);
  const body = ctx.json(z.object({ token: z.string().min(1).max(200), grant_type: z.literal('client_credentials').default('client_credentials') }));
  return { body: await exchangeLoyaltyToken(deps, body.token, ctx) };
}

export async function signIn(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  membershipHotelId(ctx, deps);
  const body = ctx.json(z.object({ email: z.string().trim().email().max(254), password: z.string().min(1).max(100) }));
  const email = body.email.toLowerCase();
  const locale = localeOf(ctx);
  // Counted per account and per client before the password is looked at (429 code 2429 with Retry-After).
  const attempt = bookingAttempt(ctx, email);
  assertMaySignIn(deps, attempt, locale);
  const [row] = await deps.db.query<MemberRow>('SELECT * FROM members WHERE email = $1 AND cancelled_at IS NULL', [email]);
  if (!row || !verifyPassword(body.password, row.password_hash)) {
    attemptFailed(deps, 'signIn', attempt);
    throw engineError(401, engineErrorCodes.unauthorized, 'The e-mail address or password is incorrect');
  }
  // An account whose e-mail link was not opened yet gets no token: 403 code 1310.
  const tokens = await issueMemberTokens(deps.db, deps.config, row.id, locale);
  return { body: { ...tokens, membership: presentMembership(row, deps.config, locale) } };
}

export async function signOut(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const member = await requireMember(ctx, deps);
  await revokeToken(deps.db, member.token);
  await revokeMemberTokens(deps.db, member.memberId, ['refresh_token']);
  return { status: 204 };
}

/** POST …/start_reset_password_process: e-mails a reset link; answers the same whether or not the address is known. */
export async function startPasswordReset(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  membershipHotelId(ctx, deps);
  const { email } = ctx.json(z.object({ email: z.string().trim().email().max(254) }));
  const locale = localeOf(ctx);
  const [row] = await deps.db.query<MemberRow>('SELECT * FROM members WHERE email = $1 AND cancelled_at IS NULL', [email.toLowerCase()]);
  if (row) {
    const reset = await issueToken(deps.db, 'password_reset', 3600, { memberId: row.id });
    const link = `${deps.config.siteUrl}/?reset_password_token=${encodeURIComponent(reset.token)}`;
    await sendMessage(deps.db, { ...membershipEmail('reset', locale, `${row.last_name} ${row.first_name}`, link), to: row.email, link });
  }
  return { status: 202, body: { sent: true } };
}

export async function updatePassword(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const body = ctx.json(z.object({ reset_password_token: z.string().min(1).max(200), password: passwordRule, password_confirmation: z.string().max(100) }));
  if (body.password !== body.password_confirmation) {
    throw engineError(400, engineErrorCodes.invalidParameter, 'Re password not match', 'password_confirmation');
  }
  const reset = await findToken(deps.db, body.reset_password_token, 'password_reset');
  if (!reset || reset.expired || reset.member_id === null) {
    throw engineError(401, engineErrorCodes.unauthorized, 'This reset link is invalid or has expired');
  }
  await deps.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [reset.member_id, hashPassword(body.password)]);
  await revokeToken(deps.db, reset.token);
  return { body: { data: { updated: true } } };
}

export async function showMembership(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const member = await requireMember(ctx, deps);
  return { body: { data: presentMembership(await memberById(deps, member.memberId), deps.config, localeOf(ctx)) } };
}

const updateSchema = z.object({
  first_name: z.string().trim().min(1).max(100).optional(),
  last_name: z.string().trim().min(1).max(100).optional(),
  first_name_kana: z.string().trim().max(100).optional(),
  last_name_kana: z.string().trim().max(100).optional(),
  phone: z.string().trim().max(40).regex(/^[0-9+\-().\s]*$/, 'must be digits, with + ( ) - or spaces').optional(),
  email_permission: z.boolean().optional(),
});

export async function updateMembership(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const member = await requireMember(ctx, deps);
  const body = ctx.json(updateSchema);
  const current = await memberById(deps, member.memberId);
  const phone = phoneOfUpdate(body.phone, current, localeOf(ctx));
  const [row] = await deps.db.query<MemberRow>(
    `UPDATE members SET first_name = $2, last_name = $3, first_name_kana = $4, last_name_kana = $5, mobile_prefix = $6, mobile = $7,
       email_permission = $8
     WHERE id = $1 RETURNING *`,
    [
      member.memberId, body.first_name ?? current.first_name, body.last_name ?? current.last_name,
      body.first_name_kana ?? current.first_name_kana, body.last_name_kana ?? current.last_name_kana,
      phone.prefix, phone.number, body.email_permission ?? current.email_permission,
    ],
  );
  return { body: { data: presentMembership(row!, deps.config, localeOf(ctx)) } };
}

/** POST …/memberships/cancel: the membership ends, its tokens stop working, and the e-mail is free again. */
export async function cancelMembership(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const member = await requireMember(ctx, deps);
  await deps.db.transaction(async (tx) => {
    await tx.query(`UPDATE members SET cancelled_at = now(), email = email || '#cancelled-' || id WHERE id = $1`, [member.memberId]);
    await revokeMemberTokens(tx, member.memberId, ['access_token', 'refresh_token', 'loyalty_token', 'loyalty_refresh']);
  });
  return { body: { data: { cancelled: true } } };
}

export async function confirmMembership(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const query = ctx.input(z.object({ confirmation_token: z.string().min(1).max(200), program_id: z.string().max(20).optional() }), Object.fromEntries(ctx.query));
  const [row] = await deps.db.query<MemberRow>(
    'UPDATE members SET confirmed = true, confirmation_token = NULL WHERE confirmation_token = $1 AND cancelled_at IS NULL RETURNING *',
    [query.confirmation_token],
  );
  if (!row) throw engineError(404, engineErrorCodes.notFound, 'This confirmation link is invalid or has already been used');
  const tokens = await issueMemberTokens(deps.db, deps.config, row.id);
  const data: MembershipConfirmation = { confirmed: true, ...tokens, membership: presentMembership(row, deps.config, localeOf(ctx)) };
  return { body: { data } };
}

export async function memberPoints(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const member = await requireMember(ctx, deps);
  const row = await memberById(deps, member.memberId);
  return { body: { data: { points: row.points, expiring_points: 0, expiring_at: null } } };
}

export async function memberCards(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const member = await requireMember(ctx, deps);
  const rows = await deps.db.query<{ card_last4: string }>(
    'SELECT DISTINCT card_last4 FROM reservations WHERE member_id = $1 AND card_last4 IS NOT NULL',
    [member.memberId],
  );
  const data: StoredCard[] = rows.map((row, i) => ({ id: i + 1, masked_card_no: `************${row.card_last4}`, expire: '', holder_name: '' }));
  return { body: { data } };
}

/** GET …/point_histories: what really happened to the member's points (SPEC 2.8 My rewards), newest first. */
export async function pointHistories(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const member = await requireMember(ctx, deps);
  const data: PointHistoryEntry[] = (await readPointActivity(deps.db, member.memberId, localeOf(ctx))).map(({ entry }) => entry);
  return { body: { data } };
}
