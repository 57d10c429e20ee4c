import { ApiError } from '@hotel/api';
import { $roomSelection, roomsSelected } from '@hotel/bus';
import { allSettled, fork } from 'effector';
import { $price, funnelOpened } from '../../entities/booking-flow';
import { $guestDetails } from '../../entities/guest-details';
import { emptyCard, tokenizeCardFx } from '../card-payment';
import { $canRetryAsSent, $failure, $placed, type Attempt, attemptRetried, bookingHandedOver, createReservationFx, paymentSubmitted } from './model';
import { draft, price, reservation, selection } from './testing/fixtures';

function scopeWith(create: (attempt: Attempt) => Promise<ReturnType<typeof reservation>>) {
  const calls: Attempt[] = [];
  const scope = fork({
    values: [
      [$roomSelection, selection],
      [$price, price],
      [$guestDetails, draft],
    ],
    handlers: [
      [createReservationFx, (attempt: Attempt) => (calls.push(attempt), create(attempt))],
      [tokenizeCardFx, async () => ({ resultCode: '000', tokenObject: { token: 'tok_1', toBeExpiredAt: '', maskedCardNo: '4111********1111' } })],
    ],
  });
  return { scope, calls };
}

describe('paying for a booking (SPEC 2.6 payment, issue: never book twice)', () => {
  it('books once with an Idempotency-Key, however fast the second click comes', async () => {
    let answer: (value: ReturnType<typeof reservation>) => void = () => undefined;
    const { scope, calls } = scopeWith(() => new Promise((resolve) => (answer = resolve)));
    const first = allSettled(paymentSubmitted, { scope, params: { method: 'onsite', card: emptyCard } });
    const second = allSettled(paymentSubmitted, { scope, params: { method: 'onsite', card: emptyCard } });
    answer(reservation());
    await Promise.all([first, second]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(scope.getState($placed)?.reservation_number).toBe('R-1001');
  });

  it('sends a booking that got no answer again with the same key and body', async () => {
    let failing = true;
    const { scope, calls } = scopeWith(async () => {
      if (failing) throw new ApiError({ service: 'booking', status: 0, code: null, messages: [] });
      return reservation();
    });
    await allSettled(paymentSubmitted, { scope, params: { method: 'onsite', card: emptyCard } });
    expect(scope.getState($failure)).toEqual({ kind: 'network' });
    expect(scope.getState($canRetryAsSent)).toBe(true);
    failing = false;
    await allSettled(attemptRetried, { scope });
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    expect(scope.getState($failure)).toBeNull();
  });

  it('charges a card through its one-use token', async () => {
    const { scope, calls } = scopeWith(async () => reservation({ payment_method: 'card' }));
    await allSettled(paymentSubmitted, { scope, params: { method: 'card', card: { ...emptyCard, number: '4111111111111111' } } });
    expect(calls[0]).toMatchObject({ kind: 'create', request: { payment_method: 'card', card_token: 'tok_1' } });
  });

  it('never asks the engine when the card service refuses the card, and says why', async () => {
    const calls: Attempt[] = [];
    const refused = fork({
      values: [
        [$roomSelection, selection],
        [$price, price],
        [$guestDetails, draft],
      ],
      handlers: [
        [createReservationFx, async (attempt: Attempt) => (calls.push(attempt), reservation())],
        [tokenizeCardFx, async () => ({ resultCode: '102', tokenObject: null })],
      ],
    });
    await allSettled(paymentSubmitted, { scope: refused, params: { method: 'card', card: emptyCard } });
    expect(calls).toHaveLength(0);
    expect(refused.getState($failure)).toEqual({ kind: 'cardToken', code: '102' });
  });

  it('keeps what was typed when the engine refuses: a sold-out room is explained, not booked', async () => {
    const { scope } = scopeWith(async () => {
      throw new ApiError({ service: 'booking', status: 409, code: 3001, messages: ['Sold out'] });
    });
    await allSettled(paymentSubmitted, { scope, params: { method: 'onsite', card: emptyCard } });
    expect(scope.getState($failure)).toEqual({ kind: 'soldOut' });
    expect(scope.getState($guestDetails)).toEqual(draft);
    expect(scope.getState($placed)).toBeNull();
  });
});

describe('after the booking is made', () => {
  it('keeps it while the page hands over to the confirmation, and forgets it when rooms are chosen anew', async () => {
    const { scope } = scopeWith(async () => reservation());
    await allSettled(paymentSubmitted, { scope, params: { method: 'onsite', card: emptyCard } });
    await allSettled(bookingHandedOver, { scope });
    await allSettled(funnelOpened, { scope });
    expect(scope.getState($placed)?.reservation_number).toBe('R-1001');
    expect(scope.getState($roomSelection)).toBeNull();
    expect(scope.getState($guestDetails)).toBeNull();
    await allSettled(roomsSelected, { scope, params: selection });
    expect(scope.getState($placed)).toBeNull();
  });
});
