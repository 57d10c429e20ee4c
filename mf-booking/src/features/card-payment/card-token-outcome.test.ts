import type { CardTokenResult } from '@hotel/contracts';
import { toCardInput } from './card-input';
import { cardTokenMessage } from './card-token-messages';
import { cardTokenOutcome } from './card-token-outcome';

const token = { token: 'tok_1', toBeExpiredAt: '2030-01-01T00:30:00+09:00', maskedCardNo: '411111******1111' };
const answer = (resultCode: string, tokenObject: CardTokenResult['tokenObject'] = null): CardTokenResult => ({ resultCode, tokenObject });

describe('SPEC 8 card token codes: "0 means success", every other code is shown as text', () => {
  it.each<[string, CardTokenResult['tokenObject'], unknown, string]>([
    ['000', token, { token: 'tok_1', maskedCardNo: '411111******1111' }, 'success carries the token'],
    ['0', token, { token: 'tok_1', maskedCardNo: '411111******1111' }, 'a bare 0 is success too'],
    ['000', null, { problem: '901' }, 'success without a token is a provider fault'],
    ['100', null, { problem: '100' }, 'card number required'],
    ['113', null, { problem: '113' }, 'expiry month 13 or more'],
    ['132', null, { problem: '132' }, 'holder 51 characters or more'],
    ['553', null, { problem: '553' }, 'token already used'],
    ['901', null, { problem: '901' }, 'system error inside multi-payment'],
  ])('%p → %j (%s)', (code, tokenObject, outcome) => {
    expect(cardTokenOutcome(answer(code, tokenObject))).toEqual(outcome);
  });
});

describe('SPEC 8: codes 100 to 132 have their own sentence, "codes 501 to 901 show a generic error with the code"', () => {
  it.each([
    ['100', 'booking.card.error.numberRequired'],
    ['101', 'booking.card.error.numberNotNumeric'],
    ['102', 'booking.card.error.numberLength'],
    ['110', 'booking.card.error.expiryRequired'],
    ['111', 'booking.card.error.expiryNotNumeric'],
    ['112', 'booking.card.error.expiryLength'],
    ['113', 'booking.card.error.expiryMonth'],
    ['121', 'booking.card.error.securityCodeNotNumeric'],
    ['122', 'booking.card.error.securityCodeLength'],
    ['131', 'booking.card.error.holderCharacters'],
    ['132', 'booking.card.error.holderLength'],
  ])('%p → %p', (code, id) => {
    expect(cardTokenMessage(code)).toEqual({ descriptor: { id }, values: {} });
  });

  it.each(['501', '502', '511', '512', '521', '522', '531', '541', '551', '552', '553', '901'])('%p → the generic error naming the code', (code) => {
    expect(cardTokenMessage(code)).toEqual({ descriptor: { id: 'booking.card.error.generic' }, values: { code } });
  });
});

describe('the card as the token service takes it', () => {
  it.each([
    [{ number: '4111 1111 1111 1111', expMonth: '3', expYear: '2030', cvc: '123', holder: ' TARO YAMADA ' }, { cardno: '4111111111111111', expire: '3003', securitycode: '123', holdername: 'TARO YAMADA' }],
    [{ number: '5555555555554444', expMonth: '12', expYear: '2031', cvc: '1234', holder: 'EMILY CLARK' }, { cardno: '5555555555554444', expire: '3112', securitycode: '1234', holdername: 'EMILY CLARK' }],
  ])('%j → %j (digits only, expiry YYMM)', (card, input) => {
    expect(toCardInput(card)).toEqual(input);
  });
});
