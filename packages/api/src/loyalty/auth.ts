import type {
  ChangePasswordRequest,
  ForgetPasswordRequest,
  GenerateOtpRequest,
  GenerateTokenRequest,
  GenerateTokenResponse,
  LoyaltyStatusResponse,
  RegenerateTokenRequest,
  ValidateOtpRequest,
  ValidateOtpResponse,
  ValidatePasswordRequest,
} from '@hotel/contracts';
import type { Send } from '../http/call';

/** A loyalty request without the brand, which the client fills in. */
export type WithoutBrand<T> = Omit<T, 'brand'>;

/**
 * The loyalty platform's auth calls (POST auth/v1/web/…). Answers come back as they are: a 200 with
 * `status.success: false` is an answer to show, not an error (see `loyaltyFailure`).
 */
export function loyaltyAuthCalls(send: Send, brand: string) {
  const post =
    <Req, Res>(name: string) =>
    (request: WithoutBrand<Req>) =>
      send<Res>({ method: 'post', path: `auth/v1/web/${name}`, json: { ...request, brand } });
  return {
    generateToken: post<GenerateTokenRequest, GenerateTokenResponse>('token/generate'),
    generateOtp: post<GenerateOtpRequest, LoyaltyStatusResponse>('otp/generate'),
    validateOtp: post<ValidateOtpRequest, ValidateOtpResponse>('otp/validate'),
    validatePassword: post<ValidatePasswordRequest, LoyaltyStatusResponse>('password/validate'),
    forgetPassword: post<ForgetPasswordRequest, LoyaltyStatusResponse>('password/forget'),
    changePassword: post<ChangePasswordRequest, LoyaltyStatusResponse>('password/change'),
    regenerateToken: post<RegenerateTokenRequest, LoyaltyStatusResponse>('token/regenerate'),
  };
}
