import { z } from 'zod';

const email = z.string().trim().max(254).toLowerCase().pipe(z.email('must be an e-mail address'));
const password = z.string().min(1).max(128);
const token = z.string().min(1).max(200);

/** identifierType, identifierValue (an e-mail, compared in lower case) and brand, on every auth call. */
export const identity = z.object({
  identifierType: z.string().trim().toUpperCase().pipe(z.literal('EMAIL', 'only EMAIL identifiers are supported')),
  identifierValue: email,
  brand: z.string().max(100),
});
export type Identity = z.infer<typeof identity>;

export const generateTokenRequest = identity.extend({ password, confirmPassword: password });
export const generateOtpRequest = identity.extend({ sessionId: token });
export const validateOtpRequest = identity.extend({
  sessionId: token,
  otp: z.string().regex(/^\d{6}$/, 'must be exactly 6 digits'),
  phonePrefix: z.string().max(8).regex(/^\+?\d*$/, 'must be digits').optional(),
  phoneNumber: z.string().max(20).regex(/^[\d\s-]*$/, 'must be digits').optional(),
  language: z.string().max(10).optional(),
});
export const validatePasswordRequest = identity.extend({ sessionId: token, password });
export const forgetPasswordRequest = identity.extend({ password, confirmPassword: password, sessionId: z.string().max(200) });
export const changePasswordRequest = identity.extend({ password, newPassword: password, confirmPassword: password, token });
export const regenerateTokenRequest = identity.extend({ refreshToken: token });
