import { ApiError } from '../errors/api-error';
import { bookingRecovery } from './booking-recovery';

const failure = (status: number, code: number | null) => new ApiError({ service: 'booking', status, code, messages: [] });

describe('booking-engine recovery rules (SPEC 8 transport errors)', () => {
  it.each([
    [401, 1400, 'accessToken'],
    [401, 1000, 'clientSession'],
    [403, null, 'clientSession'],
    [403, 1000, 'clientSession'],
    [403, 3004, null],
    [403, 2000, null],
    [500, null, 'clientSession'],
    [500, 2000, 'clientSession'],
    [401, 1300, null],
    [401, null, null],
    [400, 2000, null],
    [404, 2404, null],
    [409, 5009, null],
    [422, 4010, null],
    [502, null, null],
    [0, null, null],
  ])('HTTP %i code %p renews %p', (status, code, expected) => {
    expect(bookingRecovery(failure(status, code))).toBe(expected);
  });
});
