import {
  applyPromoCode,
  isSpecialPromo,
  knownPromoCodes,
  normalizePromoCode,
  promoApplyError,
  promoCodeError,
  promoCodeExists,
} from './promo-code';

describe('SPEC 5 promo code input', () => {
  it('SPEC 9: five fixed known codes', () => {
    expect(knownPromoCodes).toEqual(['OFF5', 'SAKURA10', 'WELCOME8', 'STAY3', 'FAMILY7']);
  });

  it.each([
    ['  off5 ', 'OFF5'],
    ['Sakura10', 'SAKURA10'],
    ['ＯＦＦ５', 'OFF5'],
    ['', ''],
  ])('SPEC 5: %p is read as %p (trimmed, upper-cased)', (input, code) => {
    expect(normalizePromoCode(input)).toBe(code);
  });

  it.each([
    ['', null],
    ['AB', 'tooShort'],
    ['ABC', null],
    ['ABCDEFGHIJ', null],
    ['ABCDEFGHIJK', 'tooLong'],
    ['OFF-5', 'invalidCharacters'],
    ['OF F5', 'invalidCharacters'],
    ['<b>x</b>', 'invalidCharacters'],
    ['さくら10', 'invalidCharacters'],
    [' abc ', null],
  ])('SPEC 5: %p has error %p (3 to 10 letters and digits)', (code, error) => {
    expect(promoCodeError(code)).toBe(error);
  });

  it.each([
    ['OFF5', true],
    ['off5', true],
    ['Family7', true],
    ['stay3', true],
    ['WELCOME8 ', true],
    ['OFF', false],
    ['OFF55', false],
    ['SAKURA', false],
    ['UNKNOWN1', false],
    ['', false],
  ])('SPEC 5: from 4 characters, %p is a known code: %p', (code, exists) => {
    expect(promoCodeExists(code)).toBe(exists);
  });

  it.each([
    ['OFF5', true],
    [' off5', true],
    ['OFF50', false],
    ['STAY3', false],
    ['', false],
  ])('SPEC 4: %p triggers the special search: %p', (code, special) => {
    expect(isSpecialPromo(code)).toBe(special);
  });

  it.each([
    ['o', { promoCode: 'O', promoCodeExist: false }],
    ['off', { promoCode: 'OFF', promoCodeExist: false }],
    ['off5', { promoCode: 'OFF5', promoCodeExist: true }],
    ['off5x', { promoCode: 'OFF5X', promoCodeExist: false }],
  ])('SPEC 5: typing %p writes %j into booking data', (input, expected) => {
    expect(applyPromoCode({ promoCode: '', promoCodeExist: true, location: 'Tokyo' }, input)).toEqual({
      location: 'Tokyo',
      ...expected,
    });
  });

  it.each<[string, string | null, string]>([
    ['OFF5', null, 'a known code applies'],
    ['sakura10', null, 'a known code in any case applies'],
    ['ZZZZ', 'unknown', 'issue 13: from 4 characters an unknown code is refused, not applied silently'],
    ['UNKNOWN1', 'unknown', 'a well-formed code no hotel knows'],
    ['ABC', null, 'SPEC 5: 3 characters cannot be checked (check from 4), so it goes to the engine'],
    ['', null, 'no code is no error'],
    ['AB', 'tooShort', 'the form rule comes first'],
    ['OFF-5', 'invalidCharacters', 'the form rule comes first'],
  ])('applying %p is refused with %p (%s)', (code, error) => {
    expect(promoApplyError(code)).toBe(error);
  });
});
