import type { BrandHotelsQuery, HotelPrice, Paged } from '@hotel/contracts';
import { q } from '../http/call';
import { path } from '../http/path';
import { yieldToMain } from '../scheduling/yield-to-main';
import type { BookingContext } from './booking-types';

/** SPEC 9: price search page 1, 5 per page, called once per page of hotel codes. */
export const pricePageSize = 5;

export type BrandPriceSearch = Omit<BrandHotelsQuery, 'page' | 'per_page' | 'hotel_codes'>;

function isPaged(body: unknown): body is Paged<HotelPrice> {
  return typeof body === 'object' && body !== null && Array.isArray((body as Paged<HotelPrice>).data) && 'meta' in body;
}

/** `Paged` is its own envelope (`{ data, meta }`); an answer wrapped once more (`{ data: { data, meta } }`) is unwrapped. */
function pagedOf(body: unknown): Paged<HotelPrice> {
  if (isPaged(body)) return body;
  const inner = (body as { data?: unknown } | null)?.data;
  return isPaged(inner) ? inner : { data: [], meta: { page: 1, per_page: pricePageSize, total_count: 0 } };
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Lowest prices of the brand's hotels: one page, or every page of a list of hotel codes merged in order. */
export function brandPriceCalls({ send, brandId }: BookingContext) {
  const brandHotelPrices = async (query: BrandHotelsQuery): Promise<Paged<HotelPrice>> =>
    pagedOf(
      await send({
        method: 'get',
        path: path`hotel_brands/${brandId}/hotels`,
        searchParams: { is_including_lowest_price: true, q: q(query) },
      }),
    );
  // A list of 81 hotels is 17 calls; setting each up costs a few ms on a slow phone, so each is set up in a task of
  // its own instead of one long task. A page that fails early is still reported by Promise.all, not as unhandled.
  const allBrandHotelPrices = async (search: BrandPriceSearch, hotelCodes: readonly string[]): Promise<HotelPrice[]> => {
    const pages: Array<Promise<Paged<HotelPrice>>> = [];
    for (const codes of chunk(hotelCodes, pricePageSize)) {
      if (pages.length > 0) await yieldToMain();
      const page = brandHotelPrices({ ...search, page: 1, per_page: pricePageSize, hotel_codes: codes });
      page.catch(() => undefined);
      pages.push(page);
    }
    return (await Promise.all(pages)).flatMap((page) => page.data);
  };
  return { brandHotelPrices, allBrandHotelPrices };
}
