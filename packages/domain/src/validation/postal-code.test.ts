import { normalizePostalCode, postalCodeProblem } from './postal-code';

describe('SPEC 5: "Postal code: hyphens stripped before lookup; required for country JP"', () => {
  it.each([
    ['100-0005', '1000005'],
    ['１００－０００５', '1000005'],
    ['100ー0005', '1000005'],
    [' 1000005 ', '1000005'],
  ])('%p is looked up as %p', (value, code) => {
    expect(normalizePostalCode(value)).toBe(code);
  });

  it.each([
    ['100-0005', true, null],
    ['1000005', false, null],
    ['', true, 'required'],
    ['', false, null],
    ['100-000', true, 'postalCode'],
    ['100-00051', true, 'postalCode'],
    ['ABC-DEFG', true, 'postalCode'],
  ])('%p (required %p) → %p', (value, required, problem) => {
    expect(postalCodeProblem(value, { required })).toBe(problem);
  });
});
