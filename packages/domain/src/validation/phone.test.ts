import { phoneForSending, phoneProblem } from './phone';

describe('SPEC 5 Phone, one free field (no country code): the Japanese rule for a domestic number or +81', () => {
  it.each([
    ['090-1234-5678', true, null, '"mobile 070, 080, 090 … hyphens are optional"'],
    ['09012345678', true, null, 'mobile without hyphens'],
    ['050-1234-5678', true, null, '050'],
    ['03-5006-8000', true, null, 'Tokyo landline from 0'],
    ['+81 90-1234-5678', true, null, '"a missing leading 0 is added"'],
    ['0081 3 5006 8000', true, null, 'Japan dialled with 00'],
    ['090-1234-56', true, 'japanesePhone', 'nine digits'],
    ['0312', true, 'japanesePhone', 'too short for Japan'],
    ['+84 912 345 678', true, null, 'Vietnam, 1 to 15 digits'],
    ['+1 (212) 555-0100', true, null, 'parentheses and separators'],
    ['+44 1234 5678 9012 3', true, null, 'exactly 15 digits'],
    ['+44 1234 5678 9012 34', true, 'phone', 'more than 15 digits'],
    ['090-1234-abcd', true, 'phone', 'letters'],
    ['', true, 'required', '"Required for the first guest"'],
    ['', false, null, 'other guests may leave it empty'],
  ])('%p (required %p) → %p: %s', (phone, required, problem, _why) => {
    expect(phoneProblem(phone, { required })).toBe(problem);
  });
});

describe('SPEC 5 Phone with a country code: judged as sent, "Japanese rule applies when … the prefix is 81"', () => {
  it.each([
    ['81', '90-1234-5678', null, 'a missing leading 0 is added'],
    ['81', '090-1234-5678', null, 'the leading 0 typed'],
    ['81', '3-5006-8000', null, 'landline'],
    ['81', '90-1234', 'japanesePhone', 'too short for Japan'],
    ['84', '0912345678', null, 'a domestic 0 abroad is not Japanese'],
    ['44', '020 7946 0958', null, 'a London number of 11 digits with its 0'],
    ['84', '9123456789012', null, '15 digits with the prefix'],
    ['84', '91234567890123', 'phone', '"1 to 15 digits" counting the prefix it is sent with'],
    ['84', '+81 90-1234-5678', null, 'a number typed with its own + keeps its own country'],
  ])('+%s %p → %p: %s', (countryCode, phone, problem, _why) => {
    expect(phoneProblem(phone, { required: true, countryCode })).toBe(problem);
  });
});

describe('SPEC 5 Phone "For sending: hyphens are stripped and a prefix added"', () => {
  it.each([
    ['090-1234-5678', '81', {}, '8109012345678'],
    ['090-1234-5678', '81', { dropLeadingZero: true }, '819012345678'],
    ['90 1234 5678', '+81', {}, '819012345678'],
    ['0912-345-678', '84', { dropLeadingZero: true }, '84912345678'],
    ['+1 (212) 555-0100', '81', {}, '12125550100'],
  ])('%p with prefix %p %j → %p', (phone, countryCode, opts, sent) => {
    expect(phoneForSending(phone, countryCode, opts)).toBe(sent);
  });
});
