import { otpProblem, passwordProblem, samePasswordProblem } from './account-fields';

describe('SPEC 5: "OTP: exactly 6 numeric digits before verify is sent"', () => {
  it.each([
    ['123456', null],
    [' 123456 ', null],
    ['12345', 'otp'],
    ['1234567', 'otp'],
    ['12345a', 'otp'],
    ['１２３４５６', 'otp'],
    ['', 'required'],
  ])('%p → %p', (otp, problem) => {
    expect(otpProblem(otp)).toBe(problem);
  });
});

describe('SPEC 5 Passwords', () => {
  it.each([
    ['sakura2026', null, 'the shared rule met'],
    ['sakura', 'password', 'the shared rule not met'],
    ['', 'required', 'required'],
  ])('password %p → %p (%s)', (password, problem, _why) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it.each([
    ['sakura2026', 'sakura2026', null, 'the same'],
    ['sakura2026', 'Sakura2026', 'samePassword', '"Re-entry must equal the password", case and all'],
    ['sakura2026', 'sakura2026 ', 'samePassword', 'a space is part of a password'],
    ['sakura2026', '', 'required', 'the re-entered password is required'],
  ])('%p again as %p → %p (%s)', (password, again, problem, _why) => {
    expect(samePasswordProblem(password, again)).toBe(problem);
  });
});
