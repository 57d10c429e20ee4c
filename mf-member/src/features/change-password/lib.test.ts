import { ApiError } from '@hotel/api';
import { changePasswordFailureOf, changePasswordProblems } from './lib';

describe('changePasswordProblems: SPEC 5 Passwords (change flow)', () => {
  it.each([
    ['nothing entered: all three are required', {}, { oldPassword: 'required', newPassword: 'required', confirmNewPassword: 'required' }],
    ['a new password breaking the shared rule', { oldPassword: 'old', newPassword: 'short', confirmNewPassword: 'short' }, { newPassword: 'password' }],
    ['a re-entry that differs', { oldPassword: 'old', newPassword: 'sakura2027', confirmNewPassword: 'sakura2028' }, { confirmNewPassword: 'samePassword' }],
    ['a current password that predates the rule is fine', { oldPassword: 'old', newPassword: 'sakura2027', confirmNewPassword: 'sakura2027' }, {}],
  ])('%s', (_, values, problems) => {
    expect(changePasswordProblems(values)).toEqual(problems);
  });
});

describe('changePasswordFailureOf: SPEC 8 "a non-successful response shows the response status message"', () => {
  it.each([
    ['a refusal with its message', new ApiError({ service: 'loyalty', status: 400, code: 1601, messages: ['Invalid password'] }), { kind: 'refused', message: 'Invalid password' }],
    ['a 200 answer with success false', new ApiError({ service: 'loyalty', status: 200, code: 500, messages: ['Password change failed'] }), { kind: 'refused', message: 'Password change failed' }],
    ['no answer at all', new ApiError({ service: 'loyalty', status: 0, code: null, messages: [] }), { kind: 'unexpected' }],
    ['something that is not an answer', new Error('boom'), { kind: 'unexpected' }],
  ])('%s', (_, error, failure) => {
    expect(changePasswordFailureOf(error)).toEqual(failure);
  });
});
