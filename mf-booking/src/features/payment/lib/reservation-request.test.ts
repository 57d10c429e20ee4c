import { draft, price, selection } from '../testing/fixtures';
import { reservationRequest } from './reservation-request';

const base = { selection, price, draft, method: 'onsite' as const, isMember: false, locale: 'ja' as const, cardToken: null };

describe('the create-reservation body (SPEC 3 reservation request)', () => {
  it('books each room for its party at the engine price a visitor sees, guests trimmed', () => {
    const request = reservationRequest(base);
    expect(request.rooms.map((room) => [room.room_type_code, room.room_plan_code, room.adults, room.children, room.total_price])).toEqual([
      ['DBL', 'BB', 2, 1, 30000],
      ['TWN', 'RO', 1, 0, 20000],
    ]);
    expect(request.rooms[0]?.kids_tiers).toEqual([{ age: 5, bed: false }]);
    expect(request.rooms[0]?.guest).toMatchObject({ email: 'taro@example.com', last_name: '山田', last_name_kana: 'やまだ', additional: 'Late arrival' });
  });

  it("reaches a room's guest without an e-mail through the booker's, and sends the comment once", () => {
    const second = reservationRequest(base).rooms[1]?.guest;
    expect(second).toMatchObject({ email: 'taro@example.com', first_name: '花子' });
    expect(second).not.toHaveProperty('additional');
  });

  it('charges a member the member price where a room has one', () => {
    expect(reservationRequest({ ...base, isMember: true }).rooms.map((room) => room.total_price)).toEqual([27000, 20000]);
  });

  it('spends points for the whole total when paying with points', () => {
    expect(reservationRequest({ ...base, method: 'points', isMember: true }).spending_point_value).toBe(47000);
    expect(reservationRequest(base)).not.toHaveProperty('spending_point_value');
  });

  it('sends the card token only for a card payment, and the answers, newsletter choice and language', () => {
    const request = reservationRequest({ ...base, method: 'card', cardToken: 'tok_1' });
    expect(request).toMatchObject({ payment_method: 'card', card_token: 'tok_1', answers: [{ question_id: 1, text: '15:00' }], email_permission: true, locale: 'ja' });
    expect(reservationRequest(base)).not.toHaveProperty('card_token');
  });

  it('leaves the kana empty outside Japanese (SPEC 3 guest)', () => {
    expect(reservationRequest({ ...base, locale: 'en' }).rooms[0]?.guest).toMatchObject({ first_name_kana: '', last_name_kana: '' });
  });

  it('names someone else as the staying guest only when exactly one room is booked', () => {
    const values = { ...draft.values, forSomeoneElse: true, stayingGuest: { last_name: '佐藤', first_name: '次郎', last_name_kana: 'さとう', first_name_kana: 'じろう' } };
    const oneRoom = { ...selection, rooms: selection.rooms.slice(0, 1) };
    expect(reservationRequest({ ...base, selection: oneRoom, draft: { ...draft, values } }).staying_guest).toMatchObject({ last_name: '佐藤' });
    expect(reservationRequest({ ...base, draft: { ...draft, values } }).staying_guest).toBeNull();
  });
});
