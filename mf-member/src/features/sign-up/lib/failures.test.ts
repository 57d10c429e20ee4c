import { ApiError } from '@hotel/api';
import { AlreadyMemberError, otpOutcomeOf, signUpFailureOf } from './failures';

const loyaltyError = (body: unknown, messages: string[], status = 400) =>
  new ApiError({ service: 'loyalty', status, code: 1529, messages, body });

describe('SPEC 8 sign-up failures: "the server status message; otherwise the first message title or first errors title"', () => {
  it.each([
    ['the status message first', loyaltyError({ status: { message: 'Password too weak' }, errors: [{ code: 1, message: 'first error' }] }, ['first error']), { kind: 'server', message: 'Password too weak' }],
    ['else the first message', loyaltyError({ errors: [{ code: 1, message: 'first error' }] }, ['first error', 'second']), { kind: 'server', message: 'first error' }],
    ['no answer at all', loyaltyError(null, [], 0), { kind: 'network' }],
    ['an address that is already a member’s', new AlreadyMemberError(), { kind: 'alreadyMember' }],
    ['anything else', new Error('boom'), { kind: 'unexpected' }],
  ])('%s', (_what, error, expected) => {
    expect(signUpFailureOf(error)).toEqual(expected);
  });
});

describe('SPEC 8 "OTP validate"', () => {
  const success = { status: { success: true, code: 200, message: 'SUCCESS' } };

  it('a member created comes with the loyalty token', () => {
    expect(otpOutcomeOf({ ...success, createdId: 7, auth: { token: 'lt', refreshToken: 'lr', expiresIn: 3600 } })).toEqual({ kind: 'created', loyaltyToken: 'lt' });
  });

  it('code 8006 in the errors counts as success and carries its message', () => {
    const message = 'This e-mail address is already registered. Please log in.';
    const answer = { status: { success: false, code: 8006, message }, errors: [{ code: 8006, message }] };
    expect(otpOutcomeOf(answer)).toEqual({ kind: 'alreadyRegistered', message });
  });

  it('any other refusal is a failure with the status message', () => {
    const answer = { status: { success: false, code: 1523, message: 'Invalid OTP' }, errors: [{ code: 1523, message: 'Invalid OTP' }] };
    expect(() => otpOutcomeOf(answer)).toThrow('Invalid OTP');
  });
});
