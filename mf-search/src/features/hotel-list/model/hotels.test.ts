import { ApiError } from '@hotel/api';
import { $booking, localeChanged } from '@hotel/bus';
import { allSettled, fork } from 'effector';
import {
  $failure,
  $listHotels,
  $priceBounds,
  $prices,
  $pricesStatus,
  $status,
  listPageLeft,
  listRouteEntered,
  loadHotelsFx,
  loadPricesFx,
  $pricesNotice,
  pricesRetryClicked,
  retryClicked,
} from './hotels';
import { areas, price, summary } from './test-fixtures';

const today = '2026-05-10';
const tokyo = { keyword: 'Tokyo', query: '?checkIndate=2026-06-01&checkOutdate=2026-06-02&rooms=[{"adults":2,"children":[]}]', today, locale: 'en' as const };
const hotels = [summary(1), summary(2), summary(3)];

function setUp(overrides: { hotels?: jest.Mock; prices?: jest.Mock } = {}) {
  const hotelsHandler = overrides.hotels ?? jest.fn(() => Promise.resolve({ ...areas, hotels }));
  const pricesHandler = overrides.prices ?? jest.fn(() => Promise.resolve([price(1, 12000), price(2, null), price(3, 8000)]));
  const scope = fork({ handlers: [[loadHotelsFx, hotelsHandler], [loadPricesFx, pricesHandler]] });
  return { scope, hotelsHandler, pricesHandler };
}

describe('hotel list model: loading (SPEC 4 "Hotel list")', () => {
  it('an area route searches its keyword, shares the URL booking, then prices every code for the stay', async () => {
    const { scope, hotelsHandler, pricesHandler } = setUp();
    await allSettled(listRouteEntered, { scope, params: tokyo });
    expect(hotelsHandler.mock.calls[0][0].search.searchText).toBe('Tokyo');
    expect(scope.getState($booking)).toMatchObject({ location: 'Tokyo', searchType: 'area', areaKeyword: 'tokyo', checkIn: '2026-06-01', checkOut: '2026-06-02' });
    expect(pricesHandler).toHaveBeenCalledWith(
      expect.objectContaining({
        codes: ['SKR-1', 'SKR-2', 'SKR-3'],
        search: { rooms: [{ adults: 2, children: 0, checkin_date: '2026-06-01', checkout_date: '2026-06-02' }] },
      }),
    );
    expect(scope.getState($status)).toBe('success');
    expect(scope.getState($listHotels).map((h) => h.price)).toEqual([12000, null, 8000]);
    expect(scope.getState($priceBounds)).toEqual({ minPrice: 8000, maxPrice: 12000 });
  });

  it('shares the URL booking while the hotels are on their way, not once they have come', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { scope } = setUp({ hotels: jest.fn(() => new Promise((resolve) => (answer = resolve))) });
    const entered = allSettled(listRouteEntered, { scope, params: tokyo });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scope.getState($status)).toBe('loading');
    expect(scope.getState($booking)).toMatchObject({ location: 'Tokyo', checkIn: '2026-06-01', roomList: [{ adults: 2 }] });
    answer({ ...areas, hotels });
    await entered;
  });

  it('a bare /hotels clears the keyword and lists every hotel', async () => {
    const { scope, hotelsHandler } = setUp();
    await allSettled(listRouteEntered, { scope, params: { keyword: null, query: '', today, locale: 'en' } });
    expect(hotelsHandler.mock.calls[0][0].search.searchText).toBe('');
    expect(scope.getState($booking).location).toBe('');
  });

  it('is loading until the hotels come, and price loading clears the prices first', async () => {
    let answer: (value: unknown) => void = () => undefined;
    let pricesAsked: () => void = () => undefined;
    const askedAgain = new Promise<void>((resolve) => (pricesAsked = resolve));
    const prices = jest
      .fn()
      .mockResolvedValueOnce([price(1, 12000)])
      .mockImplementation(() => {
        pricesAsked();
        return new Promise((resolve) => (answer = resolve));
      });
    const { scope } = setUp({ prices });
    await allSettled(listRouteEntered, { scope, params: tokyo });
    expect(scope.getState($prices)).toEqual([price(1, 12000)]);
    const again = allSettled(listRouteEntered, { scope, params: tokyo });
    expect(scope.getState($status)).toBe('loading');
    await askedAgain;
    expect([scope.getState($prices), scope.getState($pricesStatus)]).toEqual([null, 'loading']);
    answer([price(1, 9000)]);
    await again;
    expect(scope.getState($pricesStatus)).toBe('ready');
  });

  it('SPEC 8: a failure turns loading off and says what went wrong; Retry asks again', async () => {
    const failing = jest.fn().mockRejectedValueOnce(new ApiError({ service: 'content', status: 503, code: null, messages: ['Service busy'] }));
    failing.mockResolvedValueOnce({ ...areas, hotels });
    const { scope } = setUp({ hotels: failing });
    await allSettled(listRouteEntered, { scope, params: tokyo });
    expect([scope.getState($status), scope.getState($failure)]).toEqual(['fail', { noAnswer: false, title: 'Service busy' }]);
    await allSettled(retryClicked, { scope });
    expect([scope.getState($status), scope.getState($failure)]).toEqual(['success', null]);
  });

  it('tells a network failure (no answer) apart', async () => {
    const { scope } = setUp({ hotels: jest.fn().mockRejectedValue(new ApiError({ service: 'content', status: 0, code: null, messages: [] })) });
    await allSettled(listRouteEntered, { scope, params: tokyo });
    expect(scope.getState($failure)?.noAnswer).toBe(true);
  });

  it('drops the answer of an older search', async () => {
    const answers: Array<(value: unknown) => void> = [];
    const slow = jest.fn(() => new Promise((resolve) => answers.push(resolve)));
    const { scope } = setUp({ hotels: slow });
    const first = allSettled(listRouteEntered, { scope, params: tokyo });
    const second = allSettled(listRouteEntered, { scope, params: { ...tokyo, keyword: 'Osaka' } });
    answers[1]?.({ ...areas, hotels: [summary(9)] });
    answers[0]?.({ ...areas, hotels });
    await Promise.all([first, second]);
    expect(scope.getState($listHotels).map((h) => h.hotelID)).toEqual([9]);
  });

  it('a failed price call leaves the hotels listed, with prices marked failed', async () => {
    const { scope } = setUp({ prices: jest.fn().mockRejectedValue(new Error('down')) });
    await allSettled(listRouteEntered, { scope, params: tokyo });
    expect([scope.getState($status), scope.getState($pricesStatus), scope.getState($listHotels).length]).toEqual(['success', 'fail', 3]);
  });

  it('failed prices say so and can be asked for again, once, for the same hotels; the notice goes when they come', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const prices = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { scope } = setUp({ prices });
    await allSettled(listRouteEntered, { scope, params: tokyo });
    expect([scope.getState($pricesStatus), scope.getState($pricesNotice)]).toEqual(['fail', 'failed']);

    const retried = allSettled(pricesRetryClicked, { scope });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([scope.getState($pricesStatus), scope.getState($pricesNotice)]).toEqual(['loading', 'retrying']);
    const clickedAgain = allSettled(pricesRetryClicked, { scope });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prices).toHaveBeenCalledTimes(2);
    expect(prices.mock.calls[1][0].codes).toEqual(['SKR-1', 'SKR-2', 'SKR-3']);

    answer([price(1, 12000), price(2, null), price(3, 8000)]);
    await Promise.all([retried, clickedAgain]);
    expect([scope.getState($pricesStatus), scope.getState($pricesNotice)]).toEqual(['ready', null]);
    expect(scope.getState($listHotels).map((h) => h.price)).toEqual([12000, null, 8000]);
  });

  it('asking for prices again does nothing while they are fine', async () => {
    const { scope, pricesHandler } = setUp();
    await allSettled(listRouteEntered, { scope, params: tokyo });
    await allSettled(pricesRetryClicked, { scope });
    expect([pricesHandler.mock.calls.length, scope.getState($pricesNotice)]).toEqual([1, null]);
  });

  it('an empty result asks for no prices', async () => {
    const { scope, pricesHandler } = setUp({ hotels: jest.fn().mockResolvedValue({ ...areas, hotels: [] }) });
    await allSettled(listRouteEntered, { scope, params: tokyo });
    expect([pricesHandler.mock.calls.length, scope.getState($pricesStatus)]).toEqual([0, 'ready']);
  });

  it('SPEC 4: a language change while the list is open loads it again, and not once it is left', async () => {
    const { scope, hotelsHandler } = setUp();
    await allSettled(listRouteEntered, { scope, params: tokyo });
    await allSettled(localeChanged, { scope, params: 'en' });
    expect(hotelsHandler.mock.calls.map((call) => call[0].locale)).toEqual(['ja', 'en']);
    await allSettled(listPageLeft, { scope });
    await allSettled(localeChanged, { scope, params: 'ko' });
    expect(hotelsHandler).toHaveBeenCalledTimes(2);
  });
});
