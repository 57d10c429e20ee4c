import type { ContentHotelSummary, HotelPrice } from '@hotel/contracts';

/** A hotel of the list with its lowest price for the searched stay (SPEC 4: prices mapped onto hotels). */
export interface ListHotel extends ContentHotelSummary {
  /** Lowest total for the stay and rooms, tax included; null: no room, or prices not (yet) known. */
  price: number | null;
  roomsLeft: number | null;
}

/** SPEC 4 "maps prices onto hotels", by booking code; before prices load every hotel is unpriced. */
export function withPrices(hotels: readonly ContentHotelSummary[], prices: readonly HotelPrice[] | null): ListHotel[] {
  const byCode = new Map((prices ?? []).map((price) => [price.code, price]));
  return hotels.map((hotel) => {
    const price = byCode.get(hotel.bookingCode);
    return { ...hotel, price: price?.lowest_price ?? null, roomsLeft: price?.rooms_left ?? null };
  });
}

export interface PriceRange {
  minPrice: number;
  maxPrice: number;
}

/** SPEC 4: the cheapest and most expensive price loaded, for the slider; null while none is known. */
export function priceBoundsOf(prices: readonly HotelPrice[] | null): PriceRange | null {
  const known = (prices ?? []).flatMap((price) => (price.lowest_price === null ? [] : [price.lowest_price]));
  return known.length === 0 ? null : { minPrice: Math.min(...known), maxPrice: Math.max(...known) };
}
