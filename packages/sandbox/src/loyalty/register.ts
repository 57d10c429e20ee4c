import type { IncomingHttpHeaders } from 'node:http';
import type { SandboxDeps } from '../deps';
import type { Router } from '../http/router';
import { normalizeLocale } from '../i18n/locales';
import { loyaltyErrors } from '../services/error-shapes';
import { lookupAccount } from './account-lookup';
import { addCustomer, expireToken, getCustomerByEmail, getCustomerTransactions, updateCustomer } from './customer-routes';
import { generateOtp, validateOtp } from './otp-routes';
import { changePassword, forgetPassword, validatePassword } from './password-routes';
import { generateToken, regenerateToken } from './token-routes';

/** The `locale` header, else the first Accept-Language; Japanese when neither says (SPEC 1). */
function localeOf(headers: IncomingHttpHeaders): string {
  const locale = [headers.locale].flat()[0];
  const accepted = headers['accept-language']?.split(',')[0]?.split(';')[0];
  return normalizeLocale(locale ?? accepted, 'ja');
}

/** The loyalty platform (SPEC 7.3) at /loyalty. */
export function registerLoyalty(router: Router, deps: SandboxDeps): void {
  router
    .service('/loyalty', loyaltyErrors, localeOf)
    .post('/auth/v1/web/token/generate', generateToken(deps))
    .post('/auth/v1/web/token/regenerate', regenerateToken(deps))
    .post('/auth/v1/web/otp/generate', generateOtp(deps))
    .post('/auth/v1/web/otp/validate', validateOtp(deps))
    .post('/auth/v1/web/password/validate', validatePassword(deps))
    .post('/auth/v1/web/password/forget', forgetPassword(deps))
    .post('/auth/v1/web/password/change', changePassword(deps))
    .post('/mobile/v2/api/v2/customers', addCustomer(deps))
    .get('/mobile/v2/api/customer/getbyemail', getCustomerByEmail(deps))
    .post('/mobile/v2/api/customer/lookup', lookupAccount(deps))
    .get('/customer/transactions/get', getCustomerTransactions(deps))
    .put('/mobile/v2/api/customers/eupdate', updateCustomer(deps))
    .delete('/mobile/v2/token/expire', expireToken(deps));
}
