import { findToken } from '../auth/tokens';
import type { SandboxDeps } from '../deps';
import type { RequestContext } from '../http/request-context';
import { loyaltyError } from '../services/error-shapes';
import { loyaltyCodes } from './loyalty-codes';
import { findActiveMemberById, type MemberRow } from './members';

export interface CustomerCaller {
  member: MemberRow;
  token: string;
}

// 401 (not 403) for every token problem: the site retries a loyalty call once on 401 (SPEC 8).
const unauthorized = (message: string) => loyaltyError(401, loyaltyCodes.unauthorized, message);
const forbidden = (message: string) => loyaltyError(403, loyaltyCodes.forbidden, message);

/**
 * The member behind the customer headers: `cap_authorization` (a loyalty token, optionally "Bearer …"),
 * `cap_brand`, `cap_identifier_type` EMAIL and `cap_identifier_value`, which must be that member's e-mail.
 */
export async function authorizeCustomer(ctx: RequestContext, { db, config }: SandboxDeps): Promise<CustomerCaller> {
  const token = ctx.header('cap_authorization')?.replace(/^Bearer\s+/i, '');
  if (!token) throw unauthorized('cap_authorization is missing');
  const row = await findToken(db, token, 'loyalty_token');
  if (!row) throw unauthorized('The token is invalid');
  if (row.expired) throw unauthorized('The token has expired');
  const member = row.member_id ? await findActiveMemberById(db, row.member_id) : null;
  if (!member) throw unauthorized('The token is invalid');

  if (ctx.header('cap_brand') !== config.loyaltyBrand) throw forbidden('cap_brand does not match this token');
  if (ctx.header('cap_identifier_type')?.toUpperCase() !== 'EMAIL') throw forbidden('cap_identifier_type must be EMAIL');
  if (ctx.header('cap_identifier_value')?.toLowerCase() !== member.email.toLowerCase()) {
    throw forbidden('cap_identifier_value is not the e-mail of this token');
  }
  return { member, token };
}
