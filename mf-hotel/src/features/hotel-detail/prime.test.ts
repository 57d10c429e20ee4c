import { type HotelApi, installApi } from '@hotel/api';
import type { HotelDetailContent } from '@hotel/contracts';
import { hotelDetailFor, primeHotelPage } from './prime';

const hotelDetail = jest.fn(async ({ HotelID }: { HotelID: number }) => ({ hotelID: HotelID }) as HotelDetailContent);

beforeAll(() => installApi({ content: { hotelDetail } } as unknown as HotelApi));
beforeEach(() => {
  hotelDetail.mockClear();
  jest.useRealTimers();
});

describe('priming the hotel page (issue 6)', () => {
  it('asks for the hotel of a hotel address once, and hands that answer to the page once', async () => {
    primeHotelPage('/en/hotel/19');
    primeHotelPage('/en/hotel/19');
    expect(hotelDetail).toHaveBeenCalledTimes(1);
    await expect(hotelDetailFor({ id: 19, locale: 'en' })).resolves.toEqual({ hotelID: 19 });
    await hotelDetailFor({ id: 19, locale: 'en' });
    expect(hotelDetail).toHaveBeenCalledTimes(2);
  });

  it('ignores other addresses, and an answer for another hotel or language', async () => {
    primeHotelPage('/en/hotels-tokyo');
    expect(hotelDetail).not.toHaveBeenCalled();
    primeHotelPage('/hotel/22');
    await hotelDetailFor({ id: 22, locale: 'en' });
    expect(hotelDetail).toHaveBeenCalledTimes(2);
  });

  it('does not use an answer primed more than a minute before the page opens', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    primeHotelPage('/ko/hotel/5');
    jest.setSystemTime(new Date('2026-11-23T10:01:01Z'));
    primeHotelPage('/ko/hotel/5');
    expect(hotelDetail).toHaveBeenCalledTimes(2);
    jest.setSystemTime(new Date('2026-11-23T10:02:02Z'));
    await hotelDetailFor({ id: 5, locale: 'ko' });
    expect(hotelDetail).toHaveBeenCalledTimes(3);
  });
});
