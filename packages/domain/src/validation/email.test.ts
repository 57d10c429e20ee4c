import { emailProblem } from './email';

describe('SPEC 5 Email: "required (conditional: first guest only in guest forms), minimum length 3, valid email"', () => {
  it.each([
    ['taro.yamada@example.co.jp', true, null, 'a valid address'],
    ['  taro@example.jp  ', true, null, 'judged trimmed'],
    ["o'brien+hotel@mail.example.com", true, null, "apostrophe and plus before the @"],
    ['', true, 'required', 'the first guest must give one'],
    ['   ', true, 'required', 'blank is empty'],
    ['', false, null, 'other guests may leave it empty'],
    ['ab', false, 'emailTooShort', 'under 3 characters'],
    ['taro@example', true, 'email', 'no top-level domain'],
    ['taro@@example.jp', true, 'email', 'two @'],
    ['.taro@example.jp', true, 'email', 'starts with a dot'],
    ['taro..yamada@example.jp', true, 'email', 'two dots in a row'],
    ['たろう@example.jp', true, 'email', 'kana before the @'],
    [`${'a'.repeat(243)}@example.jp`, true, null, 'exactly 254 characters'],
    [`${'a'.repeat(244)}@example.jp`, true, 'tooLong', 'over 254 characters'],
  ])('%p (required %p) → %p: %s', (value, required, problem, _why) => {
    expect(emailProblem(value, { required })).toBe(problem);
  });
});
