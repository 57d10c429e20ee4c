import type { Queryable } from '../../db/database';
import { settleDifference } from './price-difference';
import { paidWith } from './receipt';
import type { ReservationRecord } from './reservation-record';

/** A transaction double: a card token is always approved; everything else answers nothing. */
function fakeTx() {
  const sql: string[] = [];
  const tx = {
    query: async (text: string) => {
      sql.push(text);
      return text.includes('UPDATE card_tokens') ? [{ outcome: 'approved', card_last4: '4242' }] : [];
    },
  } as unknown as Queryable;
  return { tx, sql };
}

const at = new Date('2026-11-23T15:30:00Z');
const booking = (payment_method: ReservationRecord['payment_method'], payment_status: ReservationRecord['payment_status']) =>
  ({ number: 'HS1', member_id: 7, payment_method, payment_status, spending_points: payment_method === 'points' ? 20_000 : 0, card_last4: '1111' }) as ReservationRecord;

describe('what an update does with the difference (SPEC 2.6; issue 11: charged, held or refunded)', () => {
  it.each([
    ['card', 'paid', 3_000, 'tok', [{ kind: 'charge', method: 'card', amount: 3_000, card_last4: '4242' }], 0],
    ['card', 'paid', -2_000, undefined, [{ kind: 'refund', method: 'card', amount: 2_000, card_last4: '1111' }], 0],
    ['deferred', 'awaiting_payment', 3_000, undefined, [{ kind: 'hold', method: 'deferred', amount: 3_000 }], 0],
    ['deferred', 'awaiting_payment', -2_000, undefined, [], 0],
    ['deferred', 'paid', 3_000, 'tok', [{ kind: 'charge', method: 'card', amount: 3_000 }], 0],
    ['onsite', 'pay_at_hotel', 3_000, undefined, [], 0],
    ['points', 'paid', -2_000, undefined, [{ kind: 'refund', method: 'points', amount: 2_000 }], 18_000],
    ['card', 'paid', 0, undefined, [], 0],
  ] as const)('%s booking (%s), difference %i, card token %s → %j', async (method, status, difference, token, entries, pointsLeft) => {
    const { tx } = fakeTx();
    const settled = await settleDifference(tx, booking(method, status), difference, token, at, 'en');
    expect(settled.entries).toEqual(entries.map((entry) => expect.objectContaining({ ...entry, at: at.toISOString() })));
    expect(settled.spendingPoints).toBe(pointsLeft);
  });

  it('asks for a card when a paid booking gets dearer, and touches nothing', async () => {
    const { tx, sql } = fakeTx();
    await expect(settleDifference(tx, booking('card', 'paid'), 1_000, undefined, at, 'en')).rejects.toMatchObject({
      status: 422,
      body: { errors: [{ code: 2000, title: 'Please enter your card details to pay the difference', field: 'card_token' }] },
    });
    expect(sql).toEqual([]);
  });
});

describe('how the receipt says it was finally paid', () => {
  it.each([
    ['card', 'paid', 'card'],
    ['onsite', 'pay_at_hotel', 'onsite'],
    ['deferred', 'awaiting_payment', 'deferred'],
    ['deferred', 'paid', 'deferred_then_card'],
    ['deferred', 'expired', 'deferred'],
    ['points', 'paid', 'points'],
  ] as const)('%s, %s → %s', (payment_method, payment_status, expected) => {
    expect(paidWith({ payment_method, payment_status })).toBe(expected);
  });
});
