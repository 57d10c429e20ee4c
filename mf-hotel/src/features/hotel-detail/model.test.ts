import type { EngineHotel, HotelDetailContent } from '@hotel/contracts';
import { ApiError } from '@hotel/api';
import { $locale, $pageHotel, localeChanged } from '@hotel/bus';
import { allSettled, fork } from 'effector';
import { $hotel, $pageStatus, loadEngineHotelFx, loadHotelFx, pageClosed, pageOpened, retryClicked } from './model';

const hotel = (id: number, name = `Hotel ${id}`) =>
  ({ hotelID: id, bookingCode: `SKR-${id}`, name, phone: '029-286-8110', overview: '', numberOfReviews: 0 }) as HotelDetailContent;
const notFound = new ApiError({ service: 'content', status: 404, code: null, messages: ['Not found'] });

function scopeWith(loadHotel: jest.Mock) {
  return fork({
    values: [[$locale, 'en']],
    handlers: [
      [loadHotelFx, loadHotel],
      [loadEngineHotelFx, jest.fn().mockResolvedValue({ id: 13 } as EngineHotel)],
    ],
  });
}

describe('hotel page model (SPEC 2.5, 4)', () => {
  it('loads the hotel of the route in the page language and tells the header about it (SPEC 2.8)', async () => {
    const loadHotel = jest.fn(async ({ id }: { id: number }) => hotel(id, 'Hotel Sakura Mito'));
    const scope = scopeWith(loadHotel);
    await allSettled(pageOpened, { scope, params: { hotelId: '13' } });
    expect(loadHotel).toHaveBeenCalledWith({ id: 13, locale: 'en' });
    expect(scope.getState($pageStatus)).toBe('ready');
    expect(scope.getState($pageHotel)).toEqual({ id: 13, name: 'Hotel Sakura Mito', phone: '029-286-8110' });
  });

  it('forgets the header’s hotel when the page leaves', async () => {
    const scope = scopeWith(jest.fn(async ({ id }: { id: number }) => hotel(id)));
    await allSettled(pageOpened, { scope, params: { hotelId: '13' } });
    await allSettled(pageClosed, { scope });
    expect(scope.getState($pageHotel)).toBeNull();
    expect(scope.getState($hotel)).toBeNull();
  });

  it('says "not found" for an id that cannot be a hotel, without asking anyone', async () => {
    const loadHotel = jest.fn();
    const scope = scopeWith(loadHotel);
    await allSettled(pageOpened, { scope, params: { hotelId: 'abc' } });
    expect(scope.getState($pageStatus)).toBe('notFound');
    expect(loadHotel).not.toHaveBeenCalled();
  });

  it('says "not found" for an unknown hotel, and "failed" (with retry) for other failures', async () => {
    const loadHotel = jest.fn().mockRejectedValueOnce(notFound).mockRejectedValueOnce(new Error('offline'));
    const scope = scopeWith(loadHotel);
    await allSettled(pageOpened, { scope, params: { hotelId: '999' } });
    expect(scope.getState($pageStatus)).toBe('notFound');
    await allSettled(pageOpened, { scope, params: { hotelId: '13' } });
    expect(scope.getState($pageStatus)).toBe('failed');
    loadHotel.mockResolvedValueOnce(hotel(13));
    await allSettled(retryClicked, { scope });
    expect(scope.getState($pageStatus)).toBe('ready');
  });

  it('reloads in the new language, keeping the page on screen meanwhile (SPEC 4 language change)', async () => {
    const loadHotel = jest.fn(async ({ id, locale }: { id: number; locale: string }) => hotel(id, `${locale} name`));
    const scope = scopeWith(loadHotel);
    await allSettled(pageOpened, { scope, params: { hotelId: '13' } });
    await allSettled(localeChanged, { scope, params: 'ja' });
    expect(loadHotel).toHaveBeenLastCalledWith({ id: 13, locale: 'ja' });
    expect(scope.getState($hotel)?.name).toBe('ja name');
    expect(scope.getState($pageHotel)?.name).toBe('ja name');
  });

  it('never shows an answer for a hotel the visitor has already left', async () => {
    let answerFirst: (value: HotelDetailContent) => void = () => undefined;
    const loadHotel = jest
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(async () => hotel(14));
    const scope = scopeWith(loadHotel);
    const first = allSettled(pageOpened, { scope, params: { hotelId: '13' } });
    const second = allSettled(pageOpened, { scope, params: { hotelId: '14' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    answerFirst(hotel(13));
    await Promise.all([first, second]);
    expect(scope.getState($hotel)?.hotelID).toBe(14);
  });

  it('drops the previous hotel at once when a nearby hotel is opened', async () => {
    const loadHotel = jest.fn().mockResolvedValueOnce(hotel(13)).mockImplementationOnce(() => new Promise(() => undefined));
    const scope = scopeWith(loadHotel);
    await allSettled(pageOpened, { scope, params: { hotelId: '13' } });
    void allSettled(pageOpened, { scope, params: { hotelId: '14' } });
    await Promise.resolve();
    expect(scope.getState($hotel)).toBeNull();
    expect(scope.getState($pageStatus)).toBe('loading');
  });
});
