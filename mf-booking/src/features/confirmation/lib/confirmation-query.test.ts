import { confirmationEmail, confirmationRef } from './confirmation-query';

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('SPEC 5 Confirmation query: "the e-mail value is used as is if it contains @; otherwise it is decoded"', () => {
  it.each<[string | null, string | undefined, string]>([
    ['taro@example.jp', 'taro@example.jp', 'contains @: as is'],
    [' taro@example.jp ', 'taro@example.jp', 'trimmed'],
    [base64url('taro@example.jp'), 'taro@example.jp', 'base64url of the address'],
    [base64url('emily.o+hotel@mail.example.com'), 'emily.o+hotel@mail.example.com', 'base64url using - and _'],
    [btoa('taro@example.jp'), 'taro@example.jp', 'padded base64 too'],
    ['not-an-address', undefined, 'decodes to no address'],
    ['%%%', undefined, 'not base64 at all'],
    ['', undefined, 'empty'],
    [null, undefined, 'absent'],
  ])('%p → %p (%s)', (value, email) => {
    expect(confirmationEmail(value)).toBe(email);
  });
});

describe('SPEC 5: "The hotel id is the numeric hotel_id query, else the code query"', () => {
  it.each([
    ['?email=taro@example.jp&hotel_id=13&bypass_token=tok', { hotelId: 13, reservationNumber: 'R1', email: 'taro@example.jp', bypassToken: 'tok' }],
    ['?email=taro@example.jp&code=SKR-IBR-01', { hotelId: 'SKR-IBR-01', reservationNumber: 'R1', email: 'taro@example.jp', bypassToken: undefined }],
    ['?email=taro@example.jp&hotel_id=abc&code=SKR-IBR-01', { hotelId: 'SKR-IBR-01', reservationNumber: 'R1', email: 'taro@example.jp', bypassToken: undefined }],
    ['?hotel_id=13&byPassToken=tok', { hotelId: 13, reservationNumber: 'R1', email: undefined, bypassToken: 'tok' }],
  ])('%p → %j', (search, ref) => {
    expect(confirmationRef('R1', search)).toEqual(ref);
  });

  it.each<[string | undefined, string, string]>([
    ['R1', '?email=taro@example.jp', 'no hotel'],
    ['R1', '?email=taro@example.jp&hotel_id=abc', 'a hotel_id that is not numeric and no code'],
    [undefined, '?hotel_id=13', 'no booking id'],
  ])('%p %p → nothing to look up (%s)', (id, search) => {
    expect(confirmationRef(id, search)).toBeNull();
  });
});
