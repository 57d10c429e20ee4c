import { timeSlots } from './time-slots';

const range = (started_at: string | null, ended_at: string | null, time_interval_value: number | null) => ({ started_at, ended_at, time_interval_value });

describe('SPEC 5: "Time choices run from the start time to the end time in steps of the interval in minutes"', () => {
  it.each([
    [range('15:00', '17:00', 60), ['15:00', '16:00', '17:00']],
    [range('15:00', '16:00', 30), ['15:00', '15:30', '16:00']],
    [range('22:00', '02:00', 60), ['22:00', '23:00', '00:00', '01:00', '02:00']],
    [range('23:30', '00:30', 30), ['23:30', '00:00', '00:30']],
    [range('10:00', '11:00', null), ['10:00', '10:30', '11:00']],
    [range('10:00', '10:50', 20), ['10:00', '10:20', '10:40']],
    [range(null, '11:00', 30), []],
  ])('%j → %j ("if the end is before the start the range runs into the next day")', (settings, slots) => {
    expect(timeSlots(settings)).toEqual(slots);
  });
});
