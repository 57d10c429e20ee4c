import { required, textMaxLength, trimmed } from './problems';

describe('SPEC 5 General', () => {
  it('"Input text default max length 300"', () => {
    expect(textMaxLength).toBe(300);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [null, 'required'],
    [undefined, 'required'],
    ['山田', null],
    [' x ', null],
  ])('"Required is the basic rule": %p → %p', (value, problem) => {
    expect(required(value)).toBe(problem);
  });

  it('"Guest fields are trimmed before submit": strings trimmed, other values kept as they are', () => {
    const guest = { last_name: ' 山田 ', email: 'taro@example.jp\n', room: 2, newsletter: true, note: null };
    expect(trimmed(guest)).toEqual({ last_name: '山田', email: 'taro@example.jp', room: 2, newsletter: true, note: null });
  });

  it('trims a copy: the values typed stay as they are until submit', () => {
    const typed = { first_name: ' 太郎' };
    trimmed(typed);
    expect(typed.first_name).toBe(' 太郎');
  });
});
