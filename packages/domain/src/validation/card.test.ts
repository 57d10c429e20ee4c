import { cardExpiryProblem, cardHolderProblem, cardNumberProblem, securityCodeProblem } from './card';

describe('card fields before the token call (SPEC 8 card token codes, SPEC 9 "Card number 10 to 16 digits")', () => {
  it.each([
    ['4111111111111111', null, '16 digits'],
    ['4111 1111 1111 1111', null, 'spaces between groups'],
    ['1234567890', null, '10 digits'],
    ['', 'required', '100 card number required'],
    ['4111-1111-1111-1111', 'cardNumber', '101 not numeric'],
    ['411111111', 'cardNumber', '102 nine digits'],
    ['41111111111111111', 'cardNumber', '102 seventeen digits'],
  ])('number %p → %p (%s)', (value, problem, _why) => {
    expect(cardNumberProblem(value)).toBe(problem);
  });

  const today = '2026-03-15';
  it.each([
    ['12', '2030', null, 'four-digit year'],
    ['3', '26', null, 'good to the end of this month'],
    ['2', '26', 'cardExpired', 'last month'],
    ['12', '2025', 'cardExpired', 'last year'],
    ['', '2030', 'required', '110 expiry required'],
    ['12', '', 'required', '110 expiry required'],
    ['1a', '2030', 'cardExpiry', '111 not numeric'],
    ['12', '203', 'cardExpiry', '112 not 4 or 6 digits'],
    ['13', '2030', 'cardExpiry', '113 month 13 or more'],
    ['0', '2030', 'cardExpiry', 'no month 0'],
  ])('expiry %p/%p → %p (%s)', (month, year, problem, _why) => {
    expect(cardExpiryProblem(month, year, today)).toBe(problem);
  });

  it.each([
    ['123', null],
    ['1234', null],
    ['12', 'securityCode'],
    ['12345', 'securityCode'],
    ['12a', 'securityCode'],
    ['', 'required'],
  ])('security code %p → %p (121 not numeric, 122 five digits or more)', (value, problem) => {
    expect(securityCodeProblem(value)).toBe(problem);
  });

  it.each([
    ['TARO YAMADA', null, 'letters and a space'],
    ["J. O'BRIEN-SMITH", null, ". - ' in names"],
    ['山田太郎', 'cardHolder', '131 not half-width'],
    ['ＴＡＲＯ', 'cardHolder', '131 full-width letters'],
    ['A'.repeat(50), null, 'at most 50'],
    ['A'.repeat(51), 'tooLong', '132 51 characters or more'],
    ['', 'required', 'required'],
  ])('holder %p → %p (%s)', (value, problem, _why) => {
    expect(cardHolderProblem(value)).toBe(problem);
  });
});
