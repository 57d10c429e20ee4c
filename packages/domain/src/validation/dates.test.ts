import { dateOfBirthProblem, dateProblem } from './dates';

const today = '2026-03-15';

describe('SPEC 5: "Date: required and valid. Date of birth: no date after today, format yyyy-mm-dd"', () => {
  it.each([
    ['2026-03-15', null],
    ['', 'required'],
    ['2026-02-30', 'date'],
    ['2026/03/15', 'date'],
  ])('date %p → %p', (value, problem) => {
    expect(dateProblem(value)).toBe(problem);
  });

  it.each([
    ['1990-07-01', null, 'long past'],
    ['2026-03-15', null, 'born today'],
    ['2026-03-16', 'futureDate', 'tomorrow'],
    ['2031-01-01', 'futureDate', 'years ahead'],
    ['1990-7-1', 'date', 'not yyyy-mm-dd'],
    ['1990-13-01', 'date', 'no 13th month'],
    ['', 'required', 'required'],
  ])('date of birth %p → %p (%s)', (value, problem, _why) => {
    expect(dateOfBirthProblem(value, today)).toBe(problem);
  });
});
