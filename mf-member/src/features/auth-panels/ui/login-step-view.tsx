import type { LoginStep } from '../model';
import { ForgotPasswordForm } from './forgot-password-form';
import { LookUpForm } from './look-up-form';
import { OtpForm } from './otp-form';
import { PasswordChanged } from './password-changed';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';

const views: Record<LoginStep, () => React.JSX.Element> = {
  signIn: SignInForm,
  lookUp: LookUpForm,
  forgotPassword: ForgotPasswordForm,
  verifyOtp: OtpForm,
  resetPassword: ResetPasswordForm,
  passwordChanged: PasswordChanged,
};

/** The login drawer's body for its step (SPEC 2.8: sign-in, look-up account, forgot password and its OTP). */
export function LoginStepView({ step }: { step: LoginStep }) {
  const View = views[step];
  return <View />;
}
