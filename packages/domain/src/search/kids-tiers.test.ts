import type { ChildEntry, KidsTier, KidsTierSettings } from '@hotel/contracts';
import { kidsAgeRangeFor, kidsTiersSupported, tierForChild } from './kids-tiers';

const tier = (code: string, min_age: number, max_age: number, bedding: boolean): KidsTier => ({
  code,
  name: code,
  min_age,
  max_age,
  bedding,
});
/** Overlapping ages: 0–5 with a bed (A) or without (B); 6–12 with a bed (C) or without (D). */
const tiers = [tier('A', 0, 5, true), tier('B', 0, 5, false), tier('C', 6, 12, true), tier('D', 6, 12, false)];
const child = (age: number | null, bed: boolean): ChildEntry => ({ age, bed });

describe('SPEC 5 "Search to the server": kids age to tier', () => {
  it.each<[string, ChildEntry, string | null]>([
    ['age 0 with a bed', child(0, true), 'A'],
    ['age 0 without a bed', child(0, false), 'B'],
    ['age 5 (upper bound) with a bed', child(5, true), 'A'],
    ['age 6 (lower bound) without a bed', child(6, false), 'D'],
    ['age 12 with a bed', child(12, true), 'C'],
    ['age 13 matches nothing', child(13, true), null],
    ['an unset age matches nothing', child(null, true), null],
  ])('%s → %p', (_case, kid, code) => {
    expect(tierForChild(kid, tiers)?.code ?? null).toBe(code);
  });

  it('SPEC 5: with two tiers for the same age and bedding, the hotel’s first one wins', () => {
    expect(tierForChild(child(3, true), [tier('X', 2, 4, true), tier('Y', 0, 12, true)])?.code).toBe('X');
  });

  it.each<[string, ChildEntry[], KidsTier[], Array<{ code: string; count: number }>]>([
    ['no children', [], tiers, []],
    ['counts grouped per tier, in the hotel’s order', [child(8, true), child(2, false), child(9, true)], tiers, [
      { code: 'B', count: 1 },
      { code: 'C', count: 2 },
    ]],
    ['bedding decides between overlapping tiers', [child(3, true), child(3, false)], tiers, [
      { code: 'A', count: 1 },
      { code: 'B', count: 1 },
    ]],
    ['unset and unmatched ages are dropped', [child(null, true), child(4, true), child(15, false)], tiers, [
      { code: 'A', count: 1 },
    ]],
    ['a bed choice the hotel has no tier for is dropped', [child(4, false)], [tier('A', 0, 5, true)], []],
    ['no tiers at all', [child(4, true)], [], []],
  ])('SPEC 5: %s', (_case, children, hotelTiers, expected) => {
    expect(kidsAgeRangeFor(children, hotelTiers)).toEqual(expected);
  });
});

describe('SPEC 4: kids tiers are supported only when kids are accepted and the kids type includes tiers', () => {
  const settings = (accept_type: 'accept' | 'not_accept', kids_type: Array<'age' | 'tiers'>) => ({
    kids_setting: { accept_type, kids_type },
  });
  it.each<[string, Pick<KidsTierSettings, 'kids_setting'> | null | undefined, boolean]>([
    ['accept with tiers', settings('accept', ['tiers']), true],
    ['accept with age and tiers', settings('accept', ['age', 'tiers']), true],
    ['accept with age only', settings('accept', ['age']), false],
    ['not accept with tiers', settings('not_accept', ['tiers']), false],
    ['no settings', null, false],
    ['settings not loaded', undefined, false],
  ])('%s → %p', (_case, value, supported) => {
    expect(kidsTiersSupported(value)).toBe(supported);
  });
});
