import type { BookingData, HotelDetailContent, HotelPrice } from '@hotel/contracts';
import { $booking, bookingChanged, searchChanged } from '@hotel/bus';
import { createDefaultBooking } from '@hotel/domain';
import { allSettled, fork } from 'effector';
import { $hotel, loadEngineHotelFx, loadHotelFx, pageOpened } from '../hotel-detail/model';
import { $price, loadPriceFx, priceSearchOpened } from './model';

const mito = { hotelID: 13, bookingCode: 'SKR-IBR-01', name: 'Hotel Sakura Mito', phone: '', overview: '', numberOfReviews: 0 } as HotelDetailContent;
const booking: BookingData = { ...createDefaultBooking(new Date('2026-11-23T00:00:00Z')), checkIn: '2026-12-01', checkOut: '2026-12-02' };
const price = (lowest: number | null): HotelPrice => ({ id: 13, code: 'SKR-IBR-01', lowest_price: lowest, currency: 'JPY', rooms_left: 6 });

function scopeWith(loadPrice: jest.Mock) {
  return fork({
    values: [[$booking, booking]],
    handlers: [
      [loadHotelFx, jest.fn().mockResolvedValue(mito)],
      [loadEngineHotelFx, jest.fn().mockResolvedValue(null)],
      [loadPriceFx, loadPrice],
    ],
  });
}

async function openPage(scope: ReturnType<typeof fork>, search = '') {
  await allSettled(priceSearchOpened, { scope, params: { search, today: new Date('2026-11-23T00:00:00Z') } });
  await allSettled(pageOpened, { scope, params: { hotelId: '13' } });
}

describe('top info price (SPEC 2.5: lowest nightly price, rooms left)', () => {
  it('asks for this hotel’s code with the visitor’s search once the hotel is known', async () => {
    const loadPrice = jest.fn().mockResolvedValue(price(6248));
    const scope = scopeWith(loadPrice);
    await openPage(scope);
    expect(scope.getState($hotel)?.bookingCode).toBe('SKR-IBR-01');
    expect(loadPrice).toHaveBeenCalledTimes(1);
    expect(loadPrice).toHaveBeenCalledWith({ code: 'SKR-IBR-01', booking });
    expect(scope.getState($price)).toEqual(price(6248));
  });

  it('prices the search of the URL when the page was opened with one', async () => {
    const loadPrice = jest.fn().mockResolvedValue(price(9000));
    const scope = scopeWith(loadPrice);
    await openPage(scope, '?checkIndate=2026-12-20&checkOutdate=2026-12-22');
    expect(loadPrice.mock.calls[0][0].booking).toMatchObject({ checkIn: '2026-12-20', checkOut: '2026-12-22' });
  });

  it('asks again for each search the page’s search box commits (searchChanged)', async () => {
    const loadPrice = jest.fn().mockResolvedValue(price(6248));
    const scope = scopeWith(loadPrice);
    await openPage(scope);
    await allSettled(bookingChanged, { scope, params: { checkIn: '2026-12-24', checkOut: '2026-12-26' } });
    await allSettled(searchChanged, { scope, params: { source: 'search-box' } });
    expect(loadPrice).toHaveBeenCalledTimes(2);
    expect(loadPrice.mock.calls[1][0].booking).toMatchObject({ checkIn: '2026-12-24', checkOut: '2026-12-26' });
  });

  it('shows nothing stale while a new price loads, and nothing after a failure', async () => {
    const loadPrice = jest.fn().mockResolvedValueOnce(price(6248)).mockRejectedValueOnce(new Error('engine down'));
    const scope = scopeWith(loadPrice);
    await openPage(scope);
    await allSettled(searchChanged, { scope, params: { source: 'search-box' } });
    expect(scope.getState($price)).toBeNull();
  });
});
