import { countryOptions, defaultDialCode, dialCodeOf, dialCodes } from './countries';

describe('countries for the sign-up and profile forms (SPEC 3 country: 2-letter code)', () => {
  it('puts Japan first and names every country in the page’s language', () => {
    expect(countryOptions('ja')[0]).toEqual({ value: 'JP', label: '日本' });
    expect(countryOptions('en')[0]).toEqual({ value: 'JP', label: 'Japan' });
    expect(countryOptions('ko').find((option) => option.value === 'KR')?.label).toBe('대한민국');
    expect(countryOptions('zh-TW').find((option) => option.value === 'TW')?.label).toBe('台灣');
  });

  it('sorts the others by their name in that language and leaves out codes outside ISO 3166-1', () => {
    const labels = countryOptions('en').slice(1).map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(countryOptions('en').map((option) => option.value)).not.toContain('XK');
  });

  it('knows each country’s dialling code, and offers each code once with Japan’s first', () => {
    expect(dialCodeOf('JP')).toBe('81');
    expect(dialCodeOf('vn')).toBe('84');
    expect(dialCodeOf('')).toBeNull();
    expect(dialCodes[0]).toBe('81');
    expect(new Set(dialCodes).size).toBe(dialCodes.length);
  });

  it('defaults the phone prefix to the chosen country, and to Japan before one is chosen (not SPEC 9’s 84)', () => {
    expect(defaultDialCode('KR')).toBe('82');
    expect(defaultDialCode('')).toBe('81');
    expect(defaultDialCode(undefined)).toBe('81');
  });
});
