import type { EngineHotel, HotelDetailContent } from '@hotel/contracts';
import { $api } from '@hotel/api';
import { $locale, $pageHotel, localeChanged, searchChanged } from '@hotel/bus';
import { allSettled, fork } from 'effector';
import { hotelPageClosed, hotelPageOpened } from '../../entities/hotel';
import { asClient } from '../../entities/hotel/testing/hotel-api';
import { $roomsScrollRequests } from './model';

const names: Record<string, string> = { en: 'Hotel Sakura Mito', 'ja-JP': 'ホテルさくら水戸' };

function pageScope() {
  const hotelDetail = jest.fn(
    async ({ HotelID, TargetLanguage }: { HotelID: number; TargetLanguage?: string }) =>
      ({ hotelID: HotelID, name: names[TargetLanguage ?? 'en'], phone: '029-286-8110', overview: '', numberOfReviews: 0 }) as HotelDetailContent,
  );
  const api = asClient({ content: { hotelDetail }, booking: { hotel: jest.fn(async () => ({ id: 13 }) as EngineHotel) } });
  return fork({ values: [[$locale, 'en'], [$api, api]] });
}

describe('hotel page (SPEC 2.5, 2.8)', () => {
  it('tells the header about its hotel and phone, and forgets them when the visitor leaves', async () => {
    const scope = pageScope();
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '13' } });
    expect(scope.getState($pageHotel)).toEqual({ id: 13, name: 'Hotel Sakura Mito', phone: '029-286-8110' });
    await allSettled(hotelPageClosed, { scope });
    expect(scope.getState($pageHotel)).toBeNull();
  });

  it('gives the header the hotel’s name in the new language (SPEC 4 language change)', async () => {
    const scope = pageScope();
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '13' } });
    await allSettled(localeChanged, { scope, params: 'ja' });
    expect(scope.getState($pageHotel)?.name).toBe('ホテルさくら水戸');
  });

  it('asks for the rooms to come into view after each search the page’s search box commits, not before', async () => {
    const scope = pageScope();
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '13' } });
    const before = scope.getState($roomsScrollRequests);
    await allSettled(searchChanged, { scope, params: { source: 'search-box' } });
    await allSettled(searchChanged, { scope, params: { source: 'search-box' } });
    expect(scope.getState($roomsScrollRequests)).toBe(before + 2);
  });
});
