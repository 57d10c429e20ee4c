import { ApiError } from '@hotel/api';
import { resetFailureOf, validateNewPassword } from './lib';

describe('SPEC 5: the reset form needs both fields, the rule, and an equal re-entry', () => {
  it.each([
    [{}, { password: 'member.form.required', passwordConfirmation: 'member.form.required' }],
    [{ password: 'short1', passwordConfirmation: 'short1' }, { password: 'member.form.passwordRule' }],
    [{ password: 'sakura2026' }, { passwordConfirmation: 'member.form.required' }],
    [{ password: 'sakura2026', passwordConfirmation: 'sakura2027' }, { passwordConfirmation: 'member.form.passwordMismatch' }],
    [{ password: 'sakura2026', passwordConfirmation: 'sakura2026' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateNewPassword(values)).toEqual(errors);
  });
});

describe('SPEC 8 "Forgot password": what a failed change tells the visitor', () => {
  const apiError = (status: number, messages: string[] = []) =>
    new ApiError({ service: 'booking', status, code: null, messages });

  it.each([
    ['a 401 (used, unknown or expired token) asks for a new link', apiError(401, ['This reset link is invalid or has expired']), { kind: 'expiredLink' }],
    ['no answer is a connection failure', apiError(0), { kind: 'network' }],
    ['another answer shows the first message title', apiError(400, ['Re password not match', 'second']), { kind: 'server', title: 'Re password not match' }],
    ['an answer without messages is a generic failure', apiError(503), { kind: 'unexpected' }],
    ['a thrown non-API error is a generic failure', new Error('boom'), { kind: 'unexpected' }],
  ])('%s', (_rule, error, failure) => {
    expect(resetFailureOf(error)).toEqual(failure);
  });
});
