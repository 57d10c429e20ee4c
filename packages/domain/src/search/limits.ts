/** SPEC 9 "Rooms and guests", "Undated nights", "Special promo code", "Calendar"; SPEC 5 room selection. */
export const searchLimits = {
  maxRooms: 8,
  minAdults: 1,
  maxAdults: 10,
  minChildren: 0,
  maxChildren: 10,
  minChildAge: 0,
  maxChildAge: 12,
  minUndatedNights: 1,
  maxUndatedNights: 9,
  promoMinLength: 3,
  promoMaxLength: 10,
  promoCheckFromLength: 4,
  maxInventoryShown: 5,
  /** The booking engine prices stays of at most 30 nights (longer ones are refused as `tooLong`). */
  maxStayNights: 30,
  /** SPEC 3: a room read from the URL without a count has 2 adults; SPEC 4: the fallback search too. */
  urlDefaultAdults: 2,
} as const;

/** A whole number within [min, max]; anything that is not a finite number becomes `min`. */
export function clampCount(value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** SPEC 9: undated searches are for 1 to 9 nights. */
export function clampUndatedNights(nights: unknown): number {
  return clampCount(nights, searchLimits.minUndatedNights, searchLimits.maxUndatedNights);
}
