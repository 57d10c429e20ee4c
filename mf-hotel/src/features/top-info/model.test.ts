import type { BookingData, HotelDetailContent, HotelPrice } from '@hotel/contracts';
import { $api, pricePageSize } from '@hotel/api';
import { $booking, bookingChanged, searchChanged } from '@hotel/bus';
import { createDefaultBooking } from '@hotel/domain';
import { allSettled, fork, type Scope } from 'effector';
import { hotelPageOpened } from '../../entities/hotel';
import { asClient } from '../../entities/hotel/testing/hotel-api';
import { $price, $priceFailed, priceSearchOpened } from './model';

const mito = { hotelID: 13, bookingCode: 'SKR-IBR-01', name: 'Hotel Sakura Mito', phone: '', overview: '', numberOfReviews: 0 } as HotelDetailContent;
const booking: BookingData = { ...createDefaultBooking(new Date('2026-11-23T00:00:00Z')), checkIn: '2026-12-01', checkOut: '2026-12-02' };
const price = (lowest: number | null): HotelPrice => ({ id: 13, code: 'SKR-IBR-01', lowest_price: lowest, currency: 'JPY', rooms_left: 6 });

const stayOf = (query: { rooms: Array<{ checkin_date: string; checkout_date: string }> }) => [query.rooms[0]?.checkin_date, query.rooms[0]?.checkout_date];

/** The engine's brand price search, answering one page that holds this hotel's price (or failing). */
function scopeWith(...answers: Array<HotelPrice | Error>) {
  const brandHotelPrices = jest.fn();
  for (const answer of answers) {
    if (answer instanceof Error) brandHotelPrices.mockRejectedValueOnce(answer);
    else brandHotelPrices.mockResolvedValueOnce({ data: [answer], meta: { page: 1, per_page: pricePageSize, total_count: 1 } });
  }
  const api = asClient({ content: { hotelDetail: jest.fn().mockResolvedValue(mito) }, booking: { hotel: jest.fn().mockResolvedValue(null), brandHotelPrices } });
  return { scope: fork({ values: [[$booking, booking], [$api, api]] }), brandHotelPrices };
}

async function openPage(scope: Scope, search = '') {
  await allSettled(priceSearchOpened, { scope, params: { search, today: new Date('2026-11-23T00:00:00Z') } });
  await allSettled(hotelPageOpened, { scope, params: { hotelId: '13' } });
}

describe('top info price (SPEC 2.5: lowest nightly price, rooms left)', () => {
  it('asks for this hotel’s code with the visitor’s search once the hotel is known', async () => {
    const { scope, brandHotelPrices } = scopeWith(price(6248));
    await openPage(scope);
    expect(brandHotelPrices).toHaveBeenCalledTimes(1);
    expect(brandHotelPrices).toHaveBeenCalledWith(expect.objectContaining({ hotel_codes: ['SKR-IBR-01'], page: 1 }));
    expect(stayOf(brandHotelPrices.mock.calls[0][0])).toEqual(['2026-12-01', '2026-12-02']);
    expect(scope.getState($price)).toEqual(price(6248));
  });

  it('prices the search of the URL when the page was opened with one', async () => {
    const { scope, brandHotelPrices } = scopeWith(price(9000));
    await openPage(scope, '?checkIndate=2026-12-20&checkOutdate=2026-12-22');
    expect(stayOf(brandHotelPrices.mock.calls[0][0])).toEqual(['2026-12-20', '2026-12-22']);
  });

  it('asks again for each search the page’s search box commits (searchChanged)', async () => {
    const { scope, brandHotelPrices } = scopeWith(price(6248), price(7000));
    await openPage(scope);
    await allSettled(bookingChanged, { scope, params: { checkIn: '2026-12-24', checkOut: '2026-12-26' } });
    await allSettled(searchChanged, { scope, params: { source: 'search-box' } });
    expect(brandHotelPrices).toHaveBeenCalledTimes(2);
    expect(stayOf(brandHotelPrices.mock.calls[1][0])).toEqual(['2026-12-24', '2026-12-26']);
    expect(scope.getState($price)?.lowest_price).toBe(7000);
  });

  it('shows nothing stale while a new price loads, and nothing after a failure', async () => {
    const { scope } = scopeWith(price(6248), new Error('engine down'));
    await openPage(scope);
    const repriced = allSettled(searchChanged, { scope, params: { source: 'search-box' } });
    expect(scope.getState($price)).toBeNull();
    await repriced;
    expect(scope.getState($price)).toBeNull();
    expect(scope.getState($priceFailed)).toBe(true);
  });
});

describe('top info follows the search that ran (issue 13)', () => {
  const adultsOf = (query: { rooms: Array<{ adults: number }> }) => query.rooms.map((room) => room.adults);
  const stay = 'checkIndate=2026-12-01&checkOutdate=2026-12-02';

  it('a party no room fits, replaced by 2 adults in the URL, is priced again for 2 adults', async () => {
    const { scope, brandHotelPrices } = scopeWith(price(null), price(8000));
    await openPage(scope, `?${stay}&rooms=${encodeURIComponent('[{"adults":20}]')}`);
    expect(adultsOf(brandHotelPrices.mock.calls[0][0])).toEqual([10]);
    expect(scope.getState($price)?.lowest_price).toBeNull();

    // The rooms section's fallback (SPEC 4): booking data and the URL now say 2 adults.
    await allSettled(bookingChanged, { scope, params: { roomList: [{ id: 1, adults: 2, children: [] }] } });
    await allSettled(priceSearchOpened, { scope, params: { search: `?${stay}&rooms=${encodeURIComponent('[{"adults":2,"children":[]}]')}`, today: new Date('2026-11-23T00:00:00Z') } });

    expect(brandHotelPrices).toHaveBeenCalledTimes(2);
    expect(adultsOf(brandHotelPrices.mock.calls[1][0])).toEqual([2]);
    expect(scope.getState($price)?.lowest_price).toBe(8000);
  });

  it('a URL that says the search already priced asks nothing more (the search box writes the URL after it commits)', async () => {
    const { scope, brandHotelPrices } = scopeWith(price(6248), price(7000));
    await openPage(scope, `?${stay}`);
    await allSettled(bookingChanged, { scope, params: { checkIn: '2026-12-24', checkOut: '2026-12-26' } });
    await allSettled(searchChanged, { scope, params: { source: 'search-box' } });
    const rooms = encodeURIComponent(JSON.stringify(booking.roomList.map(({ adults, children }) => ({ adults, children }))));
    const written = `?checkIndate=2026-12-24&checkOutdate=2026-12-26&rooms=${rooms}`;
    await allSettled(priceSearchOpened, { scope, params: { search: written, today: new Date('2026-11-23T00:00:00Z') } });
    expect(brandHotelPrices).toHaveBeenCalledTimes(2);
    expect(scope.getState($price)?.lowest_price).toBe(7000);
  });
});
