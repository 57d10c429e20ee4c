import { meetsPasswordRule } from './password-rule';

describe('new password rule: at least 8 characters, letters and digits', () => {
  it.each(['Sakura2024', 'abcdefg1', '1234567a', 'パスワードabc12345'])('accepts %s', (password) => {
    expect(meetsPasswordRule(password)).toBe(true);
  });

  it.each(['abc1234', 'abcdefgh', '12345678', '', 'パスワードパスワード1'])('refuses %j', (password) => {
    expect(meetsPasswordRule(password)).toBe(false);
  });
});
