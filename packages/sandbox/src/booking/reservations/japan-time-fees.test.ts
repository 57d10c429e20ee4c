import { fixedClock } from '../../clock/clock';
import type { SandboxDeps } from '../../deps';
import type { CancellationPolicySeed } from '../../seed/catalogue-types';
import { freeCancellationDeadline } from '../present/rates';
import { makeStay } from '../pricing/stay';
import { japanToday } from '../../clock/clock';
import { assertOpen, feesNow } from './cancel-reservation';
import type { ReservationRecord } from './reservation-record';

/** Free until 2 days before; 50 % the day before; 100 % on the day. */
const policy: CancellationPolicySeed = {
  id: 'P',
  freeUntilDaysBefore: 1,
  rules: [{ daysBefore: 1, percent: 50 }, { daysBefore: 0, percent: 100 }],
  noShowPercent: 100,
  description: { ja: '', en: '', ko: '', 'zh-CN': '', 'zh-TW': '' },
};

function depsAt(instant: string): SandboxDeps {
  const catalogue = { plan: () => ({ cancellationPolicyId: 'P' }), policy: () => policy };
  return { clock: fixedClock(instant), catalogue } as unknown as SandboxDeps;
}

const booking = { hotel_id: 1, checkin: '2026-11-25', checkout: '2026-11-26', is_day_use: false, status: 'done', rooms: [{ room_plan_code: 'A', total_price: 10_000 }] } as unknown as ReservationRecord;

describe('the cancellation-fee day counts Japan days (issue 11: between 00:00 and 09:00 JST fees were a day late)', () => {
  it.each([
    ['2026-11-23T14:59:00Z', 0, '23:59 JST on the 23rd: two days before, free'],
    ['2026-11-23T15:30:00Z', 5_000, '00:30 JST on the 24th (still the 23rd in UTC): the day before, 50 %'],
    ['2026-11-24T08:59:00Z', 5_000, '17:59 JST on the 24th'],
    ['2026-11-24T15:30:00Z', 10_000, '00:30 JST on the 25th: the day of arrival, 100 %'],
  ])('at %s the fee is ¥%i (%s)', (instant, fee) => {
    expect(feesNow(booking, depsAt(instant))).toEqual([fee]);
  });
});

describe('"today" for check-in is the Japan date (SPEC 4: past dates are refused)', () => {
  const midnight = fixedClock('2026-11-23T15:30:00Z');
  it.each([
    ['2026-11-24', 'ok', 'JST today is bookable at 00:30 JST'],
    ['2026-11-23', 'checkinPast', 'the UTC date is already yesterday in Japan'],
  ])('check-in %s at 00:30 JST → %s (%s)', (checkin, expected) => {
    const stay = makeStay(checkin, '2026-11-25', false, japanToday(midnight));
    expect(typeof stay === 'string' ? stay : 'ok').toBe(expected);
  });

  it('a stay whose check-out day has come in Japan can no longer be cancelled, though it is the day before in UTC', () => {
    const endsToday = { ...booking, checkin: '2026-11-23', checkout: '2026-11-24' } as ReservationRecord;
    expect(() => assertOpen(endsToday, japanToday(midnight), 'en')).toThrow(expect.objectContaining({ status: 422 }));
    expect(() => assertOpen(endsToday, '2026-11-23', 'en')).not.toThrow();
  });
});

describe('the free-cancellation deadline is 23:59 Japan time (shown while it has not passed by the sandbox clock)', () => {
  it.each([
    ['2026-11-23T15:30:00Z', '2026-11-24T23:59:00+09:00'],
    ['2026-11-24T14:58:00Z', '2026-11-24T23:59:00+09:00'],
    ['2026-11-24T15:00:00Z', null],
  ])('at %s → %s', (instant, expected) => {
    expect(freeCancellationDeadline(policy, '2026-11-25', fixedClock(instant).now())).toBe(expected);
  });
});
