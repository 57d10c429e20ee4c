import { buildCatalogue } from './index';

describe('buildCatalogue (issue: deterministic seed)', () => {
  it('returns equal data on every call', () => {
    expect(JSON.stringify(buildCatalogue())).toBe(JSON.stringify(buildCatalogue()));
  });

  it('builds fresh objects, so a caller changing one copy cannot change the next', () => {
    const first = buildCatalogue();
    first.hotels[0]!.name.en = 'changed';
    first.amenities[0]!.name.en = 'changed';
    first.policies[0]!.rules[0]!.percent = 0;
    const second = buildCatalogue();
    expect(second.hotels[0]?.name.en).toBe('Hotel Sakura Sapporo Station');
    expect(second.amenities[0]?.name.en).toBe('Free Wi-Fi');
    expect(second.policies[0]?.rules[0]?.percent).toBe(30);
  });
});
