import { ApiError } from '@hotel/api';
import { lookUpOutcome, lookUpProblemOf } from './lib';
import { reservation, settings } from './testing/fixtures';

const engineError = (status: number, code: number | null) => new ApiError({ service: 'booking', status, code, messages: ['First title', 'second'] });

describe('look-up problems (SPEC 8 "Reservation look-up failure")', () => {
  it.each([
    ['404 is "not found"', engineError(404, 2404), { kind: 'notFound' }],
    ['429 code 2429 says when to try again (15 minutes without Retry-After)', engineError(429, 2429), { kind: 'tooManyAttempts', retryAfterMinutes: 15 }],
    ['any other failure shows the first message title', engineError(500, null), { kind: 'failed', title: 'First title' }],
  ])('%s', (_rule, error, problem) => {
    expect(lookUpProblemOf(error)).toEqual(problem);
  });

  it('reads Retry-After from the answer the error came from', () => {
    const error = new ApiError({ service: 'booking', status: 429, code: 2429, messages: [], cause: { response: new Response(null, { headers: { 'retry-after': '61' } }) } });
    expect(lookUpProblemOf(error)).toEqual({ kind: 'tooManyAttempts', retryAfterMinutes: 2 });
  });
});

describe('look-up outcome (SPEC 2.7 statuses)', () => {
  it('done opens the dialog; cancelled shows only its message; any other status is not found', () => {
    expect(lookUpOutcome(reservation(), settings())).toEqual({ found: { reservation: reservation(), settings: settings() } });
    expect(lookUpOutcome(reservation({ status: 'cancelled', message: { title: 'Cancelled already' } }), null)).toEqual({
      problem: { kind: 'alreadyCancelled', title: 'Cancelled already' },
    });
    expect(lookUpOutcome(reservation({ status: 'coming_up' }), null)).toEqual({ problem: { kind: 'notFound' } });
  });
});
