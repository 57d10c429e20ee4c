import { ApiError } from '@hotel/api';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { price, summary } from '../model/test-fixtures';
import { FakeIntersectionObserver, renderList, waitInAct } from './testing/render-list';

const mockContent = { hotelsAndAreas: jest.fn(), dictionaries: jest.fn() };
const mockBooking = { allBrandHotelPrices: jest.fn() };
jest.mock('@hotel/api', () => ({ ...jest.requireActual('@hotel/api'), currentApi: () => ({ content: mockContent, booking: mockBooking }) }));

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
    await renderList();
    expect(mockContent.hotelsAndAreas).toHaveBeenCalledWith({ keyword: 'Tokyo' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hotels in Tokyo');
    expect(screen.getByRole('heading', { level: 2, name: '10 hotels in Tokyo' })).toBeTruthy();
  });

  it('says 1 hotel in the singular', async () => {
    mockContent.hotelsAndAreas.mockResolvedValue({ areas: [], hotels: tokyoHotels.slice(0, 1) });
    await renderList();
    expect(screen.getByRole('heading', { level: 2, name: '1 hotel in Tokyo' })).toBeTruthy();
  });

  it('in Japanese the area is the prefecture’s own name', async () => {
    await renderList({ locale: 'ja' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('東京都のホテル 10件');
  });

  it('shows 9 cards, priced hotels first (cheapest first), the unpriced one last', async () => {
    await renderList();
    expect(names()).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10].map((n) => `Hotel Sakura ${n}`));
  });

  it('a card: its link with the search, location, rating, stay, price with points', async () => {
    await renderList({ query: '?checkIndate=2030-06-01&checkOutdate=2030-06-03&rooms=[{"adults":2,"children":[]}]' });
    const card = cards()[0] as HTMLElement;
    const link = within(card).getByRole('link', { name: 'Hotel Sakura 1' });
    expect(link.getAttribute('href')).toMatch(/^\/en\/hotel\/1\?checkIndate=2030-06-01&checkOutdate=2030-06-03&rooms=.*&language=en&type=rooms$/);
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByRole('img', { name: 'Photo of Hotel Sakura 1' }).getAttribute('width')).toBe('940');
    expect(card.textContent).toContain('Shinjuku City, Tokyo');
    expect(card.textContent).toContain('4.0 / 5 (12 reviews)');
    expect(card.textContent).toContain('2 nights, 2 guests');
    expect(card.textContent).toContain('from ¥11,000~');
    expect(card.textContent).toContain('Earn 110 points');
  });

  it('a hotel without a price says it has no rooms for those dates, and earns no points', async () => {
    await renderList();
    act(() => FakeIntersectionObserver.reach());
    await waitInAct(10);
    const soldOut = cards().find((card) => card.textContent?.includes('Hotel Sakura 4')) as HTMLElement;
    expect(soldOut.textContent).toContain('No rooms left for these dates');
    expect(soldOut.textContent).not.toContain('Earn');
  });

  it('only the first cards load their banner eagerly', async () => {
    await renderList();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', ...Array(6).fill('lazy')]);
  });

  it('loads 9 more when the end comes near, with placeholders meanwhile', async () => {
    mockContent.hotelsAndAreas.mockResolvedValue({ areas: [], hotels: Array.from({ length: 20 }, (_, i) => summary(i + 1)) });
    mockBooking.allBrandHotelPrices.mockResolvedValue([]);
    let imagesReady: () => void = () => undefined;
    await renderList({ keyword: null, query: '', reveal: () => new Promise<void>((resolve) => (imagesReady = resolve)) });
    expect(cards()).toHaveLength(9);
    act(() => FakeIntersectionObserver.reach());
    const placeholders = screen.getByRole('status', { name: 'Loading more hotels…' });
    expect(placeholders.children).toHaveLength(9);
    await act(async () => imagesReady());
    await waitInAct(10);
    expect(cards()).toHaveLength(18);
    expect(screen.queryByRole('status', { name: 'Loading more hotels…' })).toBeNull();
    act(() => FakeIntersectionObserver.reach());
    expect(screen.getByRole('status', { name: 'Loading more hotels…' }).children).toHaveLength(2);
    await act(async () => imagesReady());
    await waitInAct(10);
    expect(cards()).toHaveLength(20);
    expect(mockContent.hotelsAndAreas).toHaveBeenCalledWith({});
  });

  it('SPEC 8: a failure shows what went wrong and a Retry that loads again', async () => {
    mockContent.hotelsAndAreas.mockRejectedValueOnce(new ApiError({ service: 'content', status: 503, code: null, messages: ['Maintenance'] }));
    await renderList();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the hotels.");
    expect(alert.textContent).toContain('The service said: Maintenance');
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    await waitInAct(20);
    expect(cards()).toHaveLength(9);
  });

  it('offers list and map only when online', async () => {
    await renderList({ online: false });
    expect(screen.queryByRole('button', { name: 'Map' })).toBeNull();
  });

  it('the map view without a key says so, and the list keeps working', async () => {
    await renderList();
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Map' })[0] as HTMLElement));
    await waitInAct(20);
    expect(screen.getByRole('note').textContent).toContain('no Google Maps key is configured');
    expect(cards()).toHaveLength(9);
  });
});
