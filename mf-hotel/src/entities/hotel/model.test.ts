import type { EngineHotel, HotelDetailContent } from '@hotel/contracts';
import { $api, ApiError } from '@hotel/api';
import { $locale, localeChanged } from '@hotel/bus';
import { allSettled, fork } from 'effector';
import { $engineHotel, $hotel, $hotelStatus, hotelPageClosed, hotelPageOpened, hotelPageRetried } from './model';
import { asClient } from './testing/hotel-api';

const hotel = (id: number, name = `Hotel ${id}`) =>
  ({ hotelID: id, bookingCode: `SKR-${id}`, name, phone: '029-286-8110', overview: '', numberOfReviews: 0 }) as HotelDetailContent;
const notFound = new ApiError({ service: 'content', status: 404, code: null, messages: ['Not found'] });

function scopeWith(hotelDetail: jest.Mock) {
  const engineHotel = jest.fn(async (id: number | string) => ({ id }) as EngineHotel);
  const api = asClient({ content: { hotelDetail }, booking: { hotel: engineHotel } });
  return { scope: fork({ values: [[$locale, 'en'], [$api, api]] }), engineHotel };
}

describe('the hotel of the hotel page (SPEC 2.5, 4)', () => {
  it('loads the hotel of the route in the page language, and the engine’s view of it', async () => {
    const hotelDetail = jest.fn(async ({ HotelID }: { HotelID: number }) => hotel(HotelID, 'Hotel Sakura Mito'));
    const { scope, engineHotel } = scopeWith(hotelDetail);
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '13' } });
    expect(hotelDetail).toHaveBeenCalledWith({ HotelID: 13, TargetLanguage: 'en' });
    expect(engineHotel).toHaveBeenCalledWith(13);
    expect(scope.getState($hotelStatus)).toBe('ready');
    expect(scope.getState($hotel)?.name).toBe('Hotel Sakura Mito');
    expect(scope.getState($engineHotel)).toEqual({ id: 13 });
  });

  it('forgets the hotel when the page leaves', async () => {
    const { scope } = scopeWith(jest.fn(async ({ HotelID }: { HotelID: number }) => hotel(HotelID)));
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '13' } });
    await allSettled(hotelPageClosed, { scope });
    expect(scope.getState($hotel)).toBeNull();
    expect(scope.getState($engineHotel)).toBeNull();
  });

  it('says "not found" for an id that cannot be a hotel, without asking anyone', async () => {
    const hotelDetail = jest.fn();
    const { scope } = scopeWith(hotelDetail);
    await allSettled(hotelPageOpened, { scope, params: { hotelId: 'abc' } });
    expect(scope.getState($hotelStatus)).toBe('notFound');
    expect(hotelDetail).not.toHaveBeenCalled();
  });

  it('says "not found" for an unknown hotel, and "failed" (with retry) for other failures', async () => {
    const hotelDetail = jest.fn().mockRejectedValueOnce(notFound).mockRejectedValueOnce(new Error('offline'));
    const { scope } = scopeWith(hotelDetail);
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '999' } });
    expect(scope.getState($hotelStatus)).toBe('notFound');
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '13' } });
    expect(scope.getState($hotelStatus)).toBe('failed');
    hotelDetail.mockResolvedValueOnce(hotel(13));
    await allSettled(hotelPageRetried, { scope });
    expect(scope.getState($hotelStatus)).toBe('ready');
  });

  it('reloads in the new language, keeping the page on screen meanwhile (SPEC 4 language change)', async () => {
    const hotelDetail = jest.fn(async ({ HotelID, TargetLanguage }: { HotelID: number; TargetLanguage: string }) => hotel(HotelID, `${TargetLanguage} name`));
    const { scope } = scopeWith(hotelDetail);
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '13' } });
    const reloaded = allSettled(localeChanged, { scope, params: 'ja' });
    expect(scope.getState($hotel)?.name).toBe('en name');
    await reloaded;
    expect(hotelDetail).toHaveBeenLastCalledWith({ HotelID: 13, TargetLanguage: 'ja-JP' });
    expect(scope.getState($hotel)?.name).toBe('ja-JP name');
  });

  it('never shows an answer for a hotel the visitor has already left', async () => {
    let answerFirst: (value: HotelDetailContent) => void = () => undefined;
    const hotelDetail = jest
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(async () => hotel(14));
    const { scope } = scopeWith(hotelDetail);
    const first = allSettled(hotelPageOpened, { scope, params: { hotelId: '13' } });
    const second = allSettled(hotelPageOpened, { scope, params: { hotelId: '14' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    answerFirst(hotel(13));
    await Promise.all([first, second]);
    expect(scope.getState($hotel)?.hotelID).toBe(14);
  });

  it('drops the previous hotel at once when a nearby hotel is opened', async () => {
    const hotelDetail = jest.fn().mockResolvedValueOnce(hotel(13)).mockImplementationOnce(() => new Promise(() => undefined));
    const { scope } = scopeWith(hotelDetail);
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '13' } });
    void allSettled(hotelPageOpened, { scope, params: { hotelId: '14' } });
    await Promise.resolve();
    expect(scope.getState($hotel)).toBeNull();
    expect(scope.getState($hotelStatus)).toBe('loading');
  });
});
