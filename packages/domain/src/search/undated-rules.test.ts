import { enterUndated, leaveUndated, setUndatedNights, toggleDayUse, type StayMode } from './undated-rules';

const dated: StayMode = {
  checkIn: '2026-05-20',
  checkOut: '2026-05-23',
  checkOutBeforeDayUse: null,
  nights: 1,
  isDayUse: false,
  isUndated: false,
  isIncludingOccupied: false,
};
const dayUse: StayMode = { ...dated, checkOut: '2026-05-20', checkOutBeforeDayUse: '2026-05-23', isDayUse: true };
const undated: StayMode = {
  ...dated,
  checkOut: '2026-05-22',
  checkOutBeforeDayUse: '2026-05-23',
  nights: 2,
  isUndated: true,
  isIncludingOccupied: true,
};

describe('SPEC 4 "Undated mode": entering', () => {
  it.each<[string, StayMode, Partial<StayMode>]>([
    ['nights absent become 1; day use off; occupied included', dated, { nights: 1, checkOut: '2026-05-21' }],
    ['chosen nights are kept', { ...dated, nights: 4 }, { nights: 4, checkOut: '2026-05-24' }],
    ['nights out of range are clamped', { ...dated, nights: 15 }, { nights: 9, checkOut: '2026-05-29' }],
    ['an invalid night count becomes 1', { ...dated, nights: Number.NaN }, { nights: 1, checkOut: '2026-05-21' }],
    ['from a day use, the stay before it is remembered', dayUse, { nights: 1, checkOut: '2026-05-21' }],
  ])('%s', (_rule, before, expected) => {
    expect(enterUndated(before)).toEqual({
      ...before,
      checkOutBeforeDayUse: '2026-05-23',
      isDayUse: false,
      isUndated: true,
      isIncludingOccupied: true,
      ...expected,
    });
  });

  it('SPEC 4 "Undated mode": entering twice changes nothing', () => {
    expect(enterUndated(undated)).toBe(undated);
  });

  it('SPEC 4 "Undated mode": the checkout runs over a year end', () => {
    const december = { ...dated, checkIn: '2026-12-30', checkOut: '2026-12-31', nights: 3 };
    expect(enterUndated(december).checkOut).toBe('2027-01-02');
  });
});

describe('SPEC 4 "Undated mode": leaving', () => {
  it.each<[string, StayMode, boolean, Pick<StayMode, 'checkOut' | 'isDayUse' | 'checkOutBeforeDayUse'>]>([
    [
      'the prior checkout comes back',
      undated,
      false,
      { checkOut: '2026-05-23', isDayUse: false, checkOutBeforeDayUse: null },
    ],
    [
      'a prior checkout not after the checkin gives checkin + 1',
      { ...undated, checkIn: '2026-05-25', checkOut: '2026-05-27' },
      false,
      { checkOut: '2026-05-26', isDayUse: false, checkOutBeforeDayUse: null },
    ],
    [
      'a prior checkout equal to the checkin gives checkin + 1',
      { ...undated, checkIn: '2026-05-23', checkOut: '2026-05-25' },
      false,
      { checkOut: '2026-05-24', isDayUse: false, checkOutBeforeDayUse: null },
    ],
    [
      'no prior checkout gives checkin + nights',
      { ...undated, checkOutBeforeDayUse: null, nights: 3 },
      false,
      { checkOut: '2026-05-23', isDayUse: false, checkOutBeforeDayUse: null },
    ],
    [
      'no prior checkout at a leap day gives checkin + nights',
      { ...undated, checkIn: '2028-02-27', checkOutBeforeDayUse: null, nights: 3 },
      false,
      { checkOut: '2028-03-01', isDayUse: false, checkOutBeforeDayUse: null },
    ],
    [
      'allow-one-day: checkout = checkin, so day use turns on (SPEC 5)',
      undated,
      true,
      { checkOut: '2026-05-20', isDayUse: true, checkOutBeforeDayUse: '2026-05-23' },
    ],
  ])('%s', (_rule, before, allowOneDay, expected) => {
    expect(leaveUndated(before, { allowOneDay })).toEqual({ ...before, ...expected, isUndated: false });
  });

  it('SPEC 4 "Undated mode": leaving a dated stay changes nothing', () => {
    expect(leaveUndated(dated, { allowOneDay: true })).toBe(dated);
  });

  it('SPEC 4 "Undated mode": entering then leaving restores the stay', () => {
    expect(leaveUndated(enterUndated(dated), { allowOneDay: false })).toEqual({ ...dated, isIncludingOccupied: true });
  });
});

describe('SPEC 4 night selector, SPEC 9 undated nights 1 to 9', () => {
  it.each([
    [1, 1, '2026-05-21'],
    [9, 9, '2026-05-29'],
    [0, 1, '2026-05-21'],
    [-3, 1, '2026-05-21'],
    [10, 9, '2026-05-29'],
    [2.7, 2, '2026-05-22'],
  ])('%p nights become %i, checkout %s', (requested, nights, checkOut) => {
    expect(setUndatedNights(undated, requested)).toEqual({ ...undated, nights, checkOut });
  });

  it('SPEC 5 day use: nights on a dated stay leave its dates alone', () => {
    expect(setUndatedNights(dayUse, 3)).toEqual({ ...dayUse, nights: 3 });
  });
});

describe('SPEC 5 "In day use, checkout equals checkin"', () => {
  it.each<[string, StayMode, boolean, Partial<StayMode>]>([
    ['on: checkout = checkin, the stay’s checkout remembered', dated, true, dayUse],
    ['off: the remembered checkout comes back', dayUse, false, { ...dated }],
    [
      'off with nothing remembered: checkin + 1',
      { ...dayUse, checkOutBeforeDayUse: null },
      false,
      { checkOut: '2026-05-21', isDayUse: false, checkOutBeforeDayUse: null },
    ],
    [
      'on from equal dates keeps what was remembered',
      { ...dated, checkOut: '2026-05-20', checkOutBeforeDayUse: '2026-05-22' },
      true,
      { isDayUse: true, checkOutBeforeDayUse: '2026-05-22' },
    ],
    [
      'on in undated mode leaves it (SPEC 4: the modes exclude each other)',
      undated,
      true,
      { checkOut: '2026-05-20', isDayUse: true, isUndated: false, checkOutBeforeDayUse: '2026-05-23' },
    ],
  ])('%s', (_rule, before, on, expected) => {
    expect(toggleDayUse(before, on)).toEqual({ ...before, ...expected });
  });

  it.each([
    [dated, false],
    [dayUse, true],
  ])('SPEC 5 day use: setting it to what it is changes nothing', (booking, on) => {
    expect(toggleDayUse(booking, on)).toBe(booking);
  });
});
