import { meetsPasswordRule } from './password';

describe('SPEC 5 "Passwords": "the password rule comes from a shared validator" — 8 to 100 characters with a letter and a digit', () => {
  it.each([
    ['sakura2026', true, 'letters and digits'],
    ['Sakura2026!', true, 'symbols are allowed'],
    ['abcdefg1', true, 'exactly 8 characters'],
    ['abcdef1', false, '7 characters are too few'],
    ['abcdefgh', false, 'no digit'],
    ['12345678', false, 'no letter'],
    ['パスワード12345', false, 'kana are not letters of the rule'],
    [`a1${'x'.repeat(98)}`, true, 'exactly 100 characters'],
    [`a1${'x'.repeat(99)}`, false, '101 characters are too many'],
  ])('%s → %s (%s)', (password, ok) => {
    expect(meetsPasswordRule(password)).toBe(ok);
  });
});
