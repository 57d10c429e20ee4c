import type { CustomerTransactionsResponse, CustomerWriteResponse, GetCustomerResponse, LoyaltyStatusResponse } from '@hotel/contracts';
import { z } from 'zod';
import { revokeToken } from '../auth/tokens';
import type { SandboxDeps } from '../deps';
import type { RequestContext } from '../http/request-context';
import type { Handler } from '../http/router';
import { normalizeLocale } from '../i18n/locales';
import { loyaltyError } from '../services/error-shapes';
import { authorizeCustomer } from './customer-auth';
import { profileColumns } from './customer-mapping';
import { customerPayload, type CustomerSource, customerSource } from './customer-payload';
import { customerTransactions, pointsTotals, writeProfile } from './customer-records';
import { toLoyaltyCustomer } from './customer-view';
import { loyaltyCodes, successStatus } from './loyalty-codes';
import { findActiveMemberById } from './members';

const flag = z.enum(['true', 'false']).optional();
const getByEmailQuery = z.object({ card_details: flag, points_summary: flag });
const addQuery = z.object({ source: customerSource.default('WEB') });
const updateQuery = z.object({ customerid: z.coerce.number().int().positive() });

async function writeCustomer(ctx: RequestContext, deps: SandboxDeps, source: CustomerSource, memberId?: number) {
  const { member } = await authorizeCustomer(ctx, deps);
  if (memberId !== undefined && memberId !== member.id) {
    throw loyaltyError(403, loyaltyCodes.forbidden, 'customerid is not the customer of this token');
  }
  const payload = ctx.json(customerPayload);
  const email = payload.profiles[0]?.identifiers.find((identifier) => identifier.type === 'email')?.value;
  if (email && email.trim().toLowerCase() !== member.email.toLowerCase()) {
    throw loyaltyError(400, 400, 'The e-mail address of a customer cannot be changed');
  }
  await writeProfile(deps.db, member.id, profileColumns(payload, member, source));
  const response: CustomerWriteResponse = { createdId: member.id, warnings: [] };
  return { body: response };
}

/** POST mobile/v2/api/v2/customers?source=WEB|INSTORE: fills in the profile of the token's member. */
export function addCustomer(deps: SandboxDeps): Handler {
  return (ctx) => {
    const { source } = ctx.input(addQuery, { source: ctx.query.get('source') ?? undefined });
    return writeCustomer(ctx, deps, source);
  };
}

/** PUT mobile/v2/api/customers/eupdate?customerid=: the same write, as the profile page's INSTORE update. */
export function updateCustomer(deps: SandboxDeps): Handler {
  return (ctx) => {
    const { customerid } = ctx.input(updateQuery, { customerid: ctx.query.get('customerid') ?? undefined });
    return writeCustomer(ctx, deps, 'INSTORE', customerid);
  };
}

/** GET mobile/v2/api/customer/getbyemail?card_details=true&points_summary=true */
export function getCustomerByEmail(deps: SandboxDeps): Handler {
  return async (ctx) => {
    const query = ctx.input(getByEmailQuery, Object.fromEntries(ctx.query));
    const { member } = await authorizeCustomer(ctx, deps);
    const fresh = (await findActiveMemberById(deps.db, member.id)) ?? member;
    const customer = toLoyaltyCustomer(fresh, await pointsTotals(deps.db, member.id), {
      cardDetails: query.card_details === 'true',
      pointsSummary: query.points_summary === 'true',
    });
    const response: GetCustomerResponse = { status: successStatus(), customers: { customer: [customer] } };
    return { body: response };
  };
}

/** GET customer/transactions/get */
export function getCustomerTransactions(deps: SandboxDeps): Handler {
  return async (ctx) => {
    const { member } = await authorizeCustomer(ctx, deps);
    const transactions = await customerTransactions(deps.db, member.id, normalizeLocale(ctx.locale, 'ja'));
    const response: CustomerTransactionsResponse = { status: successStatus(), transactions };
    return { body: response };
  };
}

/** DELETE mobile/v2/token/expire: logout; the token stops working at once. */
export function expireToken(deps: SandboxDeps): Handler {
  return async (ctx) => {
    const { token } = await authorizeCustomer(ctx, deps);
    await revokeToken(deps.db, token);
    const response: LoyaltyStatusResponse = { status: successStatus() };
    return { body: response };
  };
}
