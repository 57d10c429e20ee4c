import type { Locale } from '@hotel/contracts';
import { z } from 'zod';
import { newMemberIdentifiers } from '../../auth/member-identifiers';
import { hashPassword } from '../../auth/passwords';
import { newToken } from '../../auth/tokens';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { sendMessage } from '../../outbox/send';
import { localeOf, requireClientSession } from '../guards';
import { membershipHotelId } from '../hotel-lookup';
import { membershipEmail } from './membership-emails';
import type { MemberRow } from './present-membership';
import { passwordRule } from './password-rule';

const signUpSchema = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  first_name_kana: z.string().trim().max(100).default(''),
  last_name_kana: z.string().trim().max(100).default(''),
  email: z.string().trim().email().max(254),
  hotel_id: z.number().int().positive(),
  email_permission: z.boolean().default(false),
  password: passwordRule.optional(),
});
type SignUpBody = z.infer<typeof signUpSchema>;
type Existing = MemberRow & { confirmation_token: string | null };

/** An unconfirmed member, or null when the address is taken (also by a sign-up that arrived at the same time). */
async function insertMember(deps: SandboxDeps, email: string, body: SignUpBody, passwordHash: string, confirmation: string) {
  const ids = newMemberIdentifiers();
  const [row] = await deps.db.query<Existing>(
    `INSERT INTO members (external_id, card_number, email, password_hash, first_name, last_name, first_name_kana, last_name_kana,
       email_permission, confirmed, confirmation_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, false, $10) ON CONFLICT DO NOTHING RETURNING *`,
    [ids.externalId, ids.cardNumber, email, passwordHash, body.first_name, body.last_name, body.first_name_kana, body.last_name_kana,
      body.email_permission, confirmation],
  );
  return row ?? null;
}

async function findByEmail(deps: SandboxDeps, email: string): Promise<Existing | null> {
  const [row] = await deps.db.query<Existing>('SELECT * FROM members WHERE email = $1 AND cancelled_at IS NULL', [email]);
  return row ?? null;
}

/** The confirmation link for a member not yet confirmed, else "you already have an account". */
async function tellOwner(deps: SandboxDeps, member: Existing, hotelId: number, locale: Locale): Promise<void> {
  const name = `${member.last_name} ${member.first_name}`;
  if (!member.confirmed && member.confirmation_token) {
    const query = new URLSearchParams({ confirmation_token: member.confirmation_token, program_id: '1', hotel_id: String(hotelId) });
    const link = `${deps.config.siteUrl}/member-confirmation?${query}`;
    await sendMessage(deps.db, { ...membershipEmail('confirm', locale, name, link), to: member.email, link });
    return;
  }
  const link = `${deps.config.siteUrl}/`;
  await sendMessage(deps.db, { ...membershipEmail('registered', locale, name, link), to: member.email, link });
}

/**
 * POST …/memberships/sign_up (from checkout). Answers 202 `{sent, email}` whether or not the address is
 * registered, so the answer tells no one who is a member; only its owner learns which, from the e-mail: the
 * confirmation link (new, or signed up but not confirmed) or "you already have an account". The password is
 * hashed either way, so the answer takes as long for both.
 */
export async function signUp(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const hotelId = membershipHotelId(ctx, deps);
  const body = ctx.json(signUpSchema);
  const locale = localeOf(ctx);
  const email = body.email.toLowerCase();
  const passwordHash = hashPassword(body.password ?? newToken());
  const existing = await findByEmail(deps, email);
  const created = existing ? null : await insertMember(deps, email, body, passwordHash, newToken());
  const owner = existing ?? created ?? (await findByEmail(deps, email));
  if (owner) await tellOwner(deps, owner, hotelId, locale);
  return { status: 202, body: { data: { sent: true, email } } };
}
