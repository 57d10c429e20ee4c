import type { EngineHotel, HotelDetailContent } from '@hotel/contracts';
import { $api } from '@hotel/api';
import { $locale } from '@hotel/bus';
import { allSettled, fork } from 'effector';
import { $hotel, hotelPageOpened } from './model';
import { primeHotelFx } from './prime';
import { asClient } from './testing/hotel-api';

const primedAt = new Date('2026-11-23T10:00:00Z');

function scopeIn(locale: 'en' | 'ko') {
  const hotelDetail = jest.fn(async ({ HotelID }: { HotelID: number }) => ({ hotelID: HotelID, name: `Hotel ${HotelID}` }) as HotelDetailContent);
  const api = asClient({ content: { hotelDetail }, booking: { hotel: jest.fn(async () => ({ id: 0 }) as EngineHotel) } });
  return { scope: fork({ values: [[$locale, locale], [$api, api]] }), hotelDetail };
}

beforeEach(() => jest.useFakeTimers({ now: primedAt, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

describe('priming the hotel before its page opens (issue 6)', () => {
  it('asks for a hotel once while it is fresh, and the page opening it uses that answer instead of asking again', async () => {
    const { scope, hotelDetail } = scopeIn('en');
    await allSettled(primeHotelFx, { scope, params: { id: 19, locale: 'en' } });
    await allSettled(primeHotelFx, { scope, params: { id: 19, locale: 'en' } });
    expect(hotelDetail).toHaveBeenCalledTimes(1);
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '19' } });
    expect(hotelDetail).toHaveBeenCalledTimes(1);
    expect(scope.getState($hotel)?.name).toBe('Hotel 19');
  });

  it('hands the answer over once: opening the hotel again asks again', async () => {
    const { scope, hotelDetail } = scopeIn('en');
    await allSettled(primeHotelFx, { scope, params: { id: 20, locale: 'en' } });
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '20' } });
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '20' } });
    expect(hotelDetail).toHaveBeenCalledTimes(2);
  });

  it('does not use an answer for another hotel or another language', async () => {
    const { scope, hotelDetail } = scopeIn('en');
    await allSettled(primeHotelFx, { scope, params: { id: 22, locale: 'ko' } });
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '22' } });
    await allSettled(primeHotelFx, { scope, params: { id: 23, locale: 'en' } });
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '24' } });
    expect(hotelDetail.mock.calls.map(([query]) => query)).toEqual([
      { HotelID: 22, TargetLanguage: 'ko-KR' },
      { HotelID: 22, TargetLanguage: 'en' },
      { HotelID: 23, TargetLanguage: 'en' },
      { HotelID: 24, TargetLanguage: 'en' },
    ]);
  });

  it('does not use an answer primed more than a minute before, and primes again after a minute', async () => {
    const { scope, hotelDetail } = scopeIn('ko');
    await allSettled(primeHotelFx, { scope, params: { id: 5, locale: 'ko' } });
    jest.setSystemTime(new Date(primedAt.getTime() + 61_000));
    await allSettled(primeHotelFx, { scope, params: { id: 5, locale: 'ko' } });
    expect(hotelDetail).toHaveBeenCalledTimes(2);
    jest.setSystemTime(new Date(primedAt.getTime() + 122_000));
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '5' } });
    expect(hotelDetail).toHaveBeenCalledTimes(3);
  });
});
