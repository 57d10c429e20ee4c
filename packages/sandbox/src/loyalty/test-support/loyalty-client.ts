import type {
  GenerateTokenResponse,
  GetCustomerResponse,
  LoyaltyCustomerPayload,
  LoyaltyStatusResponse,
  OutboxMessage,
  ValidateOtpResponse,
} from '@hotel/contracts';
import { request, type TestResponse } from '../../outbox/test-support/http-client';
import { services, startTestServer, type TestServer } from '../../outbox/test-support/start-test-server';

export const brand = 'SAKURA';
export const strongPassword = 'Sakura2024';

/**
 * A loyalty sandbox with the outbox, the test-only inspection routes, and the booking engine (whose
 * memberships/confirm route opens the link of the confirmation e-mail).
 */
export function startLoyaltyServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer(
    [
      services.loyalty,
      services.outbox,
      'booking/register#registerBookingEngine',
      'loyalty/test-support/register-inspection-routes#registerLoyaltyInspectionForTests',
    ],
    { SANDBOX_OTP_RESEND_SECONDS: '1', SANDBOX_OTP_MAX_SENDS: '3', SITE_URL: 'http://site.test', ...env },
  );
}

let counter = 0;
/** A fresh address per test, so tests never see each other's members. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now()}.${counter}@example.com`;
}

export const identity = (email: string) => ({ identifierType: 'EMAIL', identifierValue: email, brand });

/** Calls of the loyalty platform as the site makes them, against one test server. */
export class LoyaltyClient {
  constructor(readonly url: string) {}

  post<T = LoyaltyStatusResponse>(path: string, json: unknown, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    return request<T>(`${this.url}/loyalty/auth/v1/web/${path}`, { json, headers });
  }

  generateToken(email: string, password = strongPassword, confirmPassword = password) {
    return this.post<GenerateTokenResponse>('token/generate', { ...identity(email), password, confirmPassword });
  }

  generateOtp(email: string, sessionId: string) {
    return this.post('otp/generate', { ...identity(email), sessionId });
  }

  validateOtp(email: string, sessionId: string, otp: string, extra: Record<string, string> = {}) {
    return this.post<ValidateOtpResponse>('otp/validate', { ...identity(email), sessionId, otp, ...extra });
  }

  async outbox(email: string, kind?: string): Promise<OutboxMessage[]> {
    const query = new URLSearchParams({ to: email, ...(kind ? { kind } : {}) });
    return (await request<{ data: OutboxMessage[] }>(`${this.url}/dev/outbox?${query}`)).body.data;
  }

  async latestOtp(email: string): Promise<string> {
    const [message] = await this.outbox(email, 'otp');
    if (!message?.otp) throw new Error(`no OTP was sent to ${email}`);
    return message.otp;
  }

  /**
   * The whole sign-up: token/generate, otp/generate, the code from the outbox, otp/validate; then, unless
   * `confirm` is false, the member opens the link of the confirmation e-mail (only then may it log in).
   */
  async signUp(email: string, password = strongPassword, extra: Record<string, string> = {}, { confirm = true } = {}) {
    const { body } = await this.generateToken(email, password);
    const sessionId = body.user!.sessionId;
    await this.generateOtp(email, sessionId);
    const validated = await this.validateOtp(email, sessionId, await this.latestOtp(email), extra);
    if (confirm) await this.openConfirmationLink(email);
    return { sessionId, ...validated.body };
  }

  /** GET …/memberships/confirm with the token of the latest confirmation e-mail, as the site's page does. */
  async openConfirmationLink(email: string): Promise<void> {
    const [message] = await this.outbox(email, 'membership_confirmation');
    const token = message?.link ? new URL(message.link).searchParams.get('confirmation_token') : null;
    if (!token) throw new Error(`no confirmation link was sent to ${email}`);
    const session = await request<{ client_session: string }>(`${this.url}/booking/client_sessions`, {
      json: { key: 'sandbox-client-key', secret: 'sandbox-client-secret' },
    });
    const query = new URLSearchParams({ confirmation_token: token, program_id: '1' });
    const confirmed = await request(`${this.url}/booking/hotels/2851/memberships/confirm?${query}`, {
      headers: { 'client-session': session.body.client_session },
    });
    if (confirmed.status !== 200) throw new Error(`confirmation of ${email} answered ${confirmed.status}`);
  }

  customerHeaders(token: string, email: string): Record<string, string> {
    return { cap_authorization: token, cap_brand: brand, cap_identifier_type: 'EMAIL', cap_identifier_value: email };
  }

  getCustomer(headers: Record<string, string>) {
    return request<GetCustomerResponse>(`${this.url}/loyalty/mobile/v2/api/customer/getbyemail?card_details=true&points_summary=true`, {
      headers,
    });
  }

  addCustomer(headers: Record<string, string>, payload: LoyaltyCustomerPayload | unknown, source = 'WEB') {
    return request(`${this.url}/loyalty/mobile/v2/api/v2/customers?source=${source}`, { json: payload, headers });
  }

  updateCustomer(headers: Record<string, string>, customerId: number | string, payload: LoyaltyCustomerPayload | unknown) {
    const url = `${this.url}/loyalty/mobile/v2/api/customers/eupdate?customerid=${customerId}`;
    return request(url, { method: 'PUT', json: payload, headers });
  }

  member(email: string) {
    return request<Record<string, unknown>>(`${this.url}/test-loyalty/member?email=${encodeURIComponent(email)}`);
  }
}
