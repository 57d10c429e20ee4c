import { ApiError } from '@hotel/api';
import { settle } from '@hotel/test-utils';
import { act, screen, within } from '@testing-library/react';
import { price, summary } from '../model/test-fixtures';
import { FakeIntersectionObserver, renderList } from './testing/render-list';

const mockContent = { hotelsAndAreas: jest.fn(), dictionaries: jest.fn() };
const mockBooking = { allBrandHotelPrices: jest.fn() };
const api = { content: mockContent, booking: mockBooking };

const tokyoHotels = Array.from({ length: 10 }, (_, i) => summary(i + 1, { name: `Hotel Sakura ${i + 1}` }));
const tokyoPrices = tokyoHotels.map((h) => price(h.hotelID, h.hotelID === 4 ? null : 10_000 + h.hotelID * 1_000));

const cards = () => screen.queryAllByRole('article');
const names = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

beforeAll(() => {
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});

beforeEach(() => {
  jest.clearAllMocks();
  mockContent.hotelsAndAreas.mockResolvedValue({ areas: [], hotels: tokyoHotels });
  mockContent.dictionaries.mockResolvedValue({ amenities: [], tripTypes: [], mealTypes: [], popularFilters: [] });
  mockBooking.allBrandHotelPrices.mockResolvedValue(tokyoPrices);
});

describe('HotelListPage (SPEC 2.4 list view)', () => {
  it('searches the area of the route and titles the count with it', async () => {
    await renderList({ api });
    expect(mockContent.hotelsAndAreas).toHaveBeenCalledWith({ keyword: 'Tokyo' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Hotels in Tokyo$/);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^10 hotels in Tokyo$/);
  });

  it('issue 13: replaces dates it could not search in the address, and searches once, for the stay it shows', async () => {
    const app = await renderList({ api, query: '?checkIndate=2001-01-01&checkOutdate=2001-01-02&keyword=Tokyo' });
    const shown = new URLSearchParams(app.router.state.location.search);
    expect(shown.get('checkIndate')).not.toBe('2001-01-01');
    expect(new Date(shown.get('checkIndate') ?? '').getTime()).toBeGreaterThan(Date.now());
    expect(shown.get('keyword')).toBe('Tokyo');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(mockContent.hotelsAndAreas).toHaveBeenCalledTimes(1);
  });

  it('says 1 hotel in the singular', async () => {
    mockContent.hotelsAndAreas.mockResolvedValue({ areas: [], hotels: tokyoHotels.slice(0, 1) });
    await renderList({ api });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^1 hotel in Tokyo$/);
  });

  it('in Japanese the area is the prefecture’s own name', async () => {
    await renderList({ api, locale: 'ja' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^東京都のホテル 10件$/);
  });

  describe('a place searched by its keyword is titled by the place’s name, not as typed (issue 13)', () => {
    const shibuyaAreas = [
      { id: 'city:13:渋谷区', type: 'city', name: 'Shibuya City', keyword: null, prefecture: { code: 13, name: 'Tokyo' }, hotel_count: 3 },
      { id: 'district:13:渋谷区:渋谷', type: 'district', name: 'Shibuya', keyword: null, prefecture: { code: 13, name: 'Tokyo' }, hotel_count: 3 },
    ];
    const dates = 'checkIndate=2030-06-01&checkOutdate=2030-06-02';

    it.each([
      ['a district picked from the suggestions', `?keyword=shibuya&search_type=district&${dates}`, shibuyaAreas, /^3 hotels in Shibuya$/],
      ['a city picked from the suggestions', `?keyword=shibuya&search_type=city&${dates}`, shibuyaAreas, /^3 hotels in Shibuya City$/],
      ['free text naming an area exactly', `?keyword=SHIBUYA&${dates}`, shibuyaAreas, /^3 hotels in Shibuya$/],
      ['free text no area answers to', `?keyword=sakura&${dates}`, [], /^3 hotels in sakura$/],
    ])('%s', async (_case, query, areas, title) => {
      mockContent.hotelsAndAreas.mockResolvedValue({ areas, hotels: tokyoHotels.slice(0, 3) });
      await renderList({ api, keyword: null, query });
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    });

    it('in Japanese the district is named in Japanese', async () => {
      const areas = shibuyaAreas.map((area) => ({ ...area, name: area.type === 'city' ? '渋谷区' : '渋谷' }));
      mockContent.hotelsAndAreas.mockResolvedValue({ areas, hotels: tokyoHotels.slice(0, 3) });
      await renderList({ api, locale: 'ja', keyword: null, query: `?keyword=shibuya&search_type=city&${dates}` });
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^渋谷区のホテル 3件$/);
    });
  });

  it('shows 9 cards, priced hotels first (cheapest first), the unpriced one last', async () => {
    await renderList({ api });
    expect(names()).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10].map((n) => `Hotel Sakura ${n}`));
  });

  it('a card: its link with the search, location, rating, stay, price with points', async () => {
    await renderList({ api, query: '?checkIndate=2030-06-01&checkOutdate=2030-06-03&rooms=[{"adults":2,"children":[]}]' });
    const card = cards()[0] as HTMLElement;
    const link = within(card).getByRole('link', { name: 'Hotel Sakura 1' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/en\/hotel\/1\?checkIndate=2030-06-01&checkOutdate=2030-06-03&rooms=.*&language=en&type=rooms$/));
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByRole('img', { name: 'Photo of Hotel Sakura 1' })).toHaveAttribute('width', '940');
    expect(card).toHaveTextContent('Shinjuku City, Tokyo');
    expect(card).toHaveTextContent('4.0 / 5 (12 reviews)');
    expect(card).toHaveTextContent('2 nights, 2 guests');
    expect(card).toHaveTextContent('from ¥11,000~');
    expect(card).toHaveTextContent('Earn 110 points');
  });

  it('a hotel without a price says it has no rooms for those dates, and earns no points', async () => {
    const { scope } = await renderList({ api });
    act(() => FakeIntersectionObserver.reach());
    await settle(scope);
    const soldOut = within(cards().at(-1) as HTMLElement);
    expect(soldOut.getByRole('heading', { level: 3 })).toHaveTextContent('Hotel Sakura 4');
    expect(cards().at(-1)).toHaveTextContent('No rooms left for these dates');
    expect(cards().at(-1)).not.toHaveTextContent('Earn');
  });

  it('only the first cards load their banner eagerly', async () => {
    await renderList({ api });
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', ...Array(6).fill('lazy')]);
  });

  it('while prices load only the first card shows its banner; the others wait for the order prices give', async () => {
    let answer: (prices: typeof tokyoPrices) => void = () => undefined;
    mockBooking.allBrandHotelPrices.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const rendered = renderList({ api });
    await screen.findByText('Hotel Sakura 9');
    expect(cards()).toHaveLength(9);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(within(cards()[0] as HTMLElement).getByRole('img')).toHaveAttribute('loading', 'eager');
    answer(tokyoPrices);
    await rendered;
    expect(screen.getAllByRole('img')).toHaveLength(9);
  });

  it('a card moves with its hotel when prices reorder the list: a tap that straddles the move opens no other hotel', async () => {
    let answer: (prices: typeof tokyoPrices) => void = () => undefined;
    mockBooking.allBrandHotelPrices.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const rendered = renderList({ api });
    await screen.findByText('Hotel Sakura 9');
    const cardOf = (name: string) => cards().find((card) => within(card).queryByRole('heading', { name }));
    const fifth = cardOf('Hotel Sakura 5');
    expect(cards().indexOf(fifth as HTMLElement)).toBe(4);
    answer(tokyoPrices);
    await rendered;
    expect(cards().indexOf(fifth as HTMLElement)).toBe(3);
    expect(cardOf('Hotel Sakura 5')).toBe(fifth);
  });

  it('asks for the prices only once the first cards are drawn and the browser is idle (issue 5: first cards within 1 s)', async () => {
    const idle: Array<() => void> = [];
    Object.assign(globalThis, { requestIdleCallback: (run: () => void) => idle.push(run), cancelIdleCallback: () => undefined });
    try {
      const rendered = renderList({ api });
      await screen.findByText('Hotel Sakura 9');
      expect(cards()).toHaveLength(9);
      expect(mockBooking.allBrandHotelPrices).not.toHaveBeenCalled();
      act(() => idle.splice(0).forEach((run) => run()));
      await rendered;
      expect(mockBooking.allBrandHotelPrices).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
      delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    }
  });

  it('loads 9 more when the end comes near, with the skeletons of the step to come below the cards', async () => {
    mockContent.hotelsAndAreas.mockResolvedValue({ areas: [], hotels: Array.from({ length: 20 }, (_, i) => summary(i + 1)) });
    mockBooking.allBrandHotelPrices.mockResolvedValue([]);
    let imagesReady: () => void = () => undefined;
    const { scope } = await renderList({ api, keyword: null, query: '', reveal: () => new Promise<void>((resolve) => (imagesReady = resolve)) });
    expect(cards()).toHaveLength(9);
    // Already there, so nothing below the cards moves when the step starts loading; not announced until it does.
    // The end-of-list sentinel sits between the cards and them.
    const sentinel = cards()[0]?.closest('ul')?.nextElementSibling;
    expect(sentinel?.getAttribute('aria-hidden')).toBe('true');
    expect(sentinel?.children).toHaveLength(0);
    expect(sentinel?.nextElementSibling?.children).toHaveLength(9);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => FakeIntersectionObserver.reach());
    const placeholders = screen.getByRole('status', { name: 'Loading more hotels…' });
    expect(placeholders.children).toHaveLength(9);
    imagesReady();
    await settle(scope);
    expect(cards()).toHaveLength(18);
    expect(screen.queryByRole('status', { name: 'Loading more hotels…' })).toBeNull();
    expect(cards()[0]?.closest('ul')?.nextElementSibling?.nextElementSibling?.children).toHaveLength(2);
    act(() => FakeIntersectionObserver.reach());
    expect(screen.getByRole('status', { name: 'Loading more hotels…' }).children).toHaveLength(2);
    imagesReady();
    await settle(scope);
    expect(cards()).toHaveLength(20);
    expect(mockContent.hotelsAndAreas).toHaveBeenCalledWith({});
  });

  it('SPEC 8: a failure shows what went wrong and a Retry that loads again', async () => {
    mockContent.hotelsAndAreas.mockRejectedValueOnce(new ApiError({ service: 'content', status: 503, code: null, messages: ['Maintenance'] }));
    const { scope, user } = await renderList({ api });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the hotels.");
    expect(alert).toHaveTextContent('The service said: Maintenance');
    expect(cards()).toHaveLength(0);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await settle(scope);
    expect(cards()).toHaveLength(9);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('failed prices are told once, over the cards, with a Retry that asks again and puts the cards in price order', async () => {
    mockBooking.allBrandHotelPrices.mockRejectedValueOnce(new ApiError({ service: 'booking', status: 0, code: null, messages: [] }));
    const { scope, user } = await renderList({ api });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Prices didn't load. Check your connection and try again.");
    expect(names()).toEqual(tokyoHotels.slice(0, 9).map((h) => h.name));
    expect(screen.getAllByRole('img')).toHaveLength(9);
    let answer: (prices: typeof tokyoPrices) => void = () => undefined;
    mockBooking.allBrandHotelPrices.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    // While they are asked for again, the notice says so and the banners the cards showed stay.
    await screen.findByText('Checking prices…', { selector: 'p' });
    expect(screen.getAllByRole('img')).toHaveLength(9);
    answer(tokyoPrices);
    await settle(scope);
    expect(mockBooking.allBrandHotelPrices).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    // The button went with the notice; the focus went to the list, not to the page's start.
    expect(document.activeElement).toHaveAttribute('data-list-results');
    expect(names()[0]).toBe('Hotel Sakura 1');
    expect(names()).not.toContain('Hotel Sakura 4');
    expect(within(cards()[0] as HTMLElement).getByText(/11,000/)).toBeInTheDocument();
  });

  it('offline, failed prices leave the telling to the offline alert: a Retry could not work', async () => {
    mockBooking.allBrandHotelPrices.mockRejectedValueOnce(new ApiError({ service: 'booking', status: 0, code: null, messages: [] }));
    await renderList({ api, online: false });
    expect(cards()).toHaveLength(9);
    expect(screen.getAllByText("Prices can't be shown right now")).toHaveLength(9);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers list and map only when online', async () => {
    await renderList({ api, online: false });
    expect(screen.queryByRole('button', { name: 'Map' })).toBeNull();
    expect(cards()).toHaveLength(9);
  });

  it('the map view without a key draws the site’s own map, no setup text, and the list keeps working', async () => {
    const { scope, user } = await renderList({ api });
    await user.click(screen.getAllByRole('button', { name: 'Map' })[0] as HTMLElement);
    await settle(scope);
    expect(await screen.findByRole('application', { name: 'Map (arrow keys move it, + and − zoom)' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
    expect(cards()).toHaveLength(9);
  });
});
