import { ApiError } from '@hotel/api';
import { mayRetryAsSent, paymentFailureOf } from './payment-failure';

const engine = (status: number, code: number | null, title = 'problem') => new ApiError({ service: 'booking', status, code, messages: [title] });

describe('what a failed booking says (SPEC 8, engine codes)', () => {
  it.each([
    [engine(409, 3001), { kind: 'soldOut' }],
    [engine(409, 3002, 'New price ¥52,000'), { kind: 'priceChanged', title: 'New price ¥52,000' }],
    [engine(422, 3006), { kind: 'capacity' }],
    [engine(403, 3004), { kind: 'membersOnly' }],
    [engine(422, 4001), { kind: 'cardDeclined', code: 4001 }],
    [engine(422, 4002), { kind: 'cardDeclined', code: 4002 }],
    [engine(422, 4003), { kind: 'cardDeclined', code: 4003 }],
    [engine(422, 4010), { kind: 'notEnoughPoints' }],
    [engine(429, 2429), { kind: 'tooManyAttempts' }],
    [engine(0, null), { kind: 'network' }],
    [engine(500, 9999, 'Engine down'), { kind: 'other', title: 'Engine down' }],
  ])('%s → %o', (error, failure) => {
    expect(paymentFailureOf(error)).toEqual(failure);
  });

  it('lists every field problem of a refused body', () => {
    const error = new ApiError({ service: 'booking', status: 400, code: 2000, messages: ['Please input in English.', 'Required'] });
    expect(paymentFailureOf(error)).toEqual({ kind: 'invalid', messages: ['Please input in English.', 'Required'] });
  });

  it('sends an attempt again as it was only when no answer came', () => {
    expect(mayRetryAsSent({ kind: 'network' })).toBe(true);
    expect(mayRetryAsSent({ kind: 'soldOut' })).toBe(false);
  });
});
