import type {
  CustomerTransactionsResponse,
  CustomerWriteResponse,
  GetCustomerResponse,
  LoyaltyCustomerPayload,
  LoyaltyStatusResponse,
} from '@hotel/contracts';
import type { Send } from '../http/call';

/** SPEC 3: WEB on sign-up, INSTORE on update. */
export type CustomerSource = 'WEB' | 'INSTORE';

/** The loyalty customer record of the member whose e-mail is given (sent as cap_identifier_value). */
export function loyaltyCustomerCalls(send: Send) {
  const as = (email: string) => ({ cap_identifier_value: email });
  return {
    /** `loyaltyToken`: a sign-up's own token (from its OTP), for a new member the session does not hold yet. */
    addCustomer: (email: string, payload: LoyaltyCustomerPayload, source: CustomerSource = 'WEB', loyaltyToken?: string) =>
      send<CustomerWriteResponse>({
        method: 'post',
        path: 'mobile/v2/api/v2/customers',
        searchParams: { source },
        json: payload,
        headers: { ...as(email), ...(loyaltyToken ? { cap_authorization: loyaltyToken } : {}) },
      }),
    getCustomerByEmail: (email: string) =>
      send<GetCustomerResponse>({
        method: 'get',
        path: 'mobile/v2/api/customer/getbyemail',
        searchParams: { card_details: true, points_summary: true },
        headers: as(email),
      }),
    customerTransactions: (email: string) =>
      send<CustomerTransactionsResponse>({ method: 'get', path: 'customer/transactions/get', headers: as(email) }),
    updateCustomer: (email: string, customerId: number | string, payload: LoyaltyCustomerPayload) =>
      send<CustomerWriteResponse>({
        method: 'put',
        path: 'mobile/v2/api/customers/eupdate',
        searchParams: { customerid: customerId },
        json: payload,
        headers: as(email),
      }),
    /** On logout (SPEC 4). */
    expireToken: (email: string) =>
      send<LoyaltyStatusResponse>({ method: 'delete', path: 'mobile/v2/token/expire', headers: as(email) }),
  };
}
