import type { ChildEntry, KidsAgeRange, KidsTier, KidsTierSettings } from '@hotel/contracts';

/** SPEC 4: kids tiers apply only when the hotel accepts kids and its kids type includes tiers. */
export function kidsTiersSupported(settings: Pick<KidsTierSettings, 'kids_setting'> | null | undefined): boolean {
  if (!settings) return false;
  const { accept_type, kids_type } = settings.kids_setting;
  return accept_type === 'accept' && kids_type.includes('tiers');
}

/** SPEC 5: the tier whose age range holds the age and whose bedding is the bed choice; the first such tier. */
export function tierForChild(child: ChildEntry, tiers: readonly KidsTier[]): KidsTier | null {
  const { age, bed } = child;
  if (age === null) return null;
  return tiers.find((tier) => tier.min_age <= age && age <= tier.max_age && tier.bedding === bed) ?? null;
}

/** SPEC 5 "Search to the server": children counted per tier, in the hotel's tier order; unmatched ones dropped. */
export function kidsAgeRangeFor(children: readonly ChildEntry[], tiers: readonly KidsTier[]): KidsAgeRange[] {
  const counts = new Map<string, number>();
  for (const child of children) {
    const tier = tierForChild(child, tiers);
    if (tier) counts.set(tier.code, (counts.get(tier.code) ?? 0) + 1);
  }
  const codes = [...new Set(tiers.map((tier) => tier.code))];
  return codes.filter((code) => counts.has(code)).map((code) => ({ code, count: counts.get(code) ?? 0 }));
}
