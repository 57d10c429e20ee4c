import type { EngineHotel, RuntimeEnv } from '@hotel/contracts';
import { ApiError } from '@hotel/api';
import { $env, $pageHotel, analyticsEvent, searchChanged } from '@hotel/bus';
import { renderWithApp, settle } from '@hotel/test-utils';
import { act, screen, within } from '@testing-library/react';
import { allSettled, createStore } from 'effector';
import { $engineHotel } from '../entities/hotel';
import { mito, mitoPrice, mitoReviews } from '../entities/hotel/testing/fixtures';
import { $overviewHtml } from '../features/overview';
import { catalogue } from '../lang/catalogue';
import HotelDetailPage from './hotel-detail-page';

// Other teams' parts of the page: the search box (mf_search) and the rooms and plans.
jest.mock('@hotel/ui', () => ({ ...jest.requireActual('@hotel/ui'), RemoteSlot: () => <div data-testid="search-box" /> }));
jest.mock('../features/rooms-plans', () => ({ RoomsAndPlansSection: () => <h2>Rooms and plans</h2> }));
// Counts the gallery's renders: a late answer (the sanitized overview, the engine's hotel) must not redraw it.
const mockGalleryRendered = jest.fn();
jest.mock('../features/gallery', () => {
  const actual = jest.requireActual('../features/gallery');
  return { ...actual, Gallery: (props: object) => (mockGalleryRendered(), actual.Gallery(props)) };
});
// The carousel stays plain HTML here; swiper's own behaviour is swiper's (the journeys drive it in a browser).
jest.mock('../features/gallery/load-swiper', () => ({ loadSwiper: () => new Promise(() => undefined) }));

const env = { mapsApiKey: null, baiduMapsKey: null, usdPerYen: 0.0066 } as unknown as RuntimeEnv;
const engineMito = { id: 13, code: 'SKR-IBR-01' } as EngineHotel;
const $tracked = createStore<string[]>([]).on(analyticsEvent, (events, { event }) => [...events, event]);

/** The content API and the booking engine as the page calls them, answering for hotel 13 (Mito). */
function hotelApi() {
  return {
    content: { hotelDetail: jest.fn(async () => mito()), hotelReviews: jest.fn(async () => mitoReviews(7)) },
    booking: {
      hotel: jest.fn(async () => engineMito),
      brandHotelPrices: jest.fn(async () => ({ data: [mitoPrice], meta: { page: 1, per_page: 5, total_count: 1 } })),
    },
  };
}

let api = hotelApi();

async function openHotel(id: string, { mapsApiKey = null as string | null, query = '' } = {}) {
  const address = `/en/hotel/${id}?checkIndate=2030-12-03&checkOutdate=2030-12-05${query}`;
  // The page reads its entry search from the window's address, as it does under the host's browser router.
  window.history.replaceState(null, '', address);
  const view = await renderWithApp(<HotelDetailPage params={{ hotelId: id }} />, {
    api,
    locale: 'en',
    values: [[$env, { ...env, mapsApiKey }]],
    route: address,
    path: '/en/hotel/:hotelId',
    routes: [{ path: '/en', element: <p>home page</p> }],
  });
  await settle(view.scope);
  return view;
}

beforeAll(async () => {
  window.scrollTo = jest.fn();
  // jsdom has no layout and no ResizeObserver: a restored position (entry-scroll) waits on one for the page to grow.
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    disconnect() {}
  };
  // The page's code and messages, loaded ahead as the host does from the list, so no story waits on the
  // first (slow, on a busy machine) compile of its lazy parts.
  await Promise.all([
    import('../features/hotel-detail').then(({ loadHotelDetailRoute }) => loadHotelDetailRoute()),
    import('../features/reviews').then(({ loadReviewsSection }) => loadReviewsSection()),
    import('../features/nearby-hotels'),
    import('../features/find-us'),
    import('../features/overview/load-sanitizer').then(({ loadSanitizer }) => loadSanitizer()),
    catalogue('en'),
  ]);
}, 60_000);

beforeEach(() => {
  document.head.innerHTML = '<title>Hotel</title>';
  api = hotelApi();
});

describe('hotel detail page (SPEC 2.5)', () => {
  it('shows the top info: name, address, lowest nightly price and the rooms-left warning', async () => {
    await openHotel('13');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hotel Sakura Mito');
    expect(screen.getByRole('banner')).toHaveTextContent('1-2-4, Miyamachi, Mito City, Ibaraki 310-0015, Japan');
    // 6,248 for the two nights of the URL's search is 3,124 a night.
    expect(screen.getByText('from ¥3,124 ~')).toBeVisible();
    expect(screen.getByText('Only 6 rooms left!')).toBeVisible();
    expect(api.booking.brandHotelPrices).toHaveBeenCalledWith(
      expect.objectContaining({ hotel_codes: ['SKR-IBR-01'], rooms: [expect.objectContaining({ checkin_date: '2030-12-03', checkout_date: '2030-12-05' })] }),
    );
  });

  it('redraws only the parts that show a late answer: the overview and the engine’s hotel leave the top info and gallery alone (issue 15)', async () => {
    const { scope } = await openHotel('13');
    mockGalleryRendered.mockClear();
    await act(() => allSettled($overviewHtml, { scope, params: '<p>Renovated in 2030.</p>' }));
    await act(() => allSettled($engineHotel, { scope, params: { ...engineMito, name: 'Hotel Sakura Mito (engine)' } }));
    expect(screen.getByText('Renovated in 2030.')).toBeVisible();
    expect(mockGalleryRendered).not.toHaveBeenCalled();
  });

  it('has the section tabs, with Reviews only for a hotel with reviews', async () => {
    await openHotel('13');
    const tabs = within(screen.getByRole('navigation', { name: 'Sections of this page' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['Hotel', 'Room & Plan', 'Find Us', 'Reviews']);
    expect(tabs.getByRole('link', { name: 'Hotel' })).toHaveAttribute('aria-current', 'location');
    expect(tabs.getByRole('link', { name: 'Room & Plan' })).toHaveAttribute('href', '#plan');
  });

  it('has no Reviews tab and no reviews call for a hotel without reviews', async () => {
    api.content.hotelDetail.mockResolvedValue(mito({ numberOfReviews: 0, reviewScore: null }));
    await openHotel('13');
    const tabs = within(screen.getByRole('navigation', { name: 'Sections of this page' }));
    expect(tabs.queryByRole('link', { name: 'Reviews' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
    expect(api.content.hotelReviews).not.toHaveBeenCalled();
  });

  it('renders the overview sanitized: no script, no handlers, links opening safely', async () => {
    await openHotel('13');
    const overview = screen.getByRole('region', { name: 'About the hotel' });
    expect(overview.querySelector('script, [onclick]')).toBeNull();
    expect(overview).toHaveTextContent('Three minutes from JR Mito.Clean rooms.');
    const link = within(overview).getByRole('link', { name: 'JR Mito' });
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });

  it('offers the call and mail links and tracks their clicks', async () => {
    const { scope, user } = await openHotel('13');
    const call = screen.getByRole('link', { name: 'Call Hotel Sakura Mito at +81 29-286-8110' });
    expect(call).toHaveAttribute('href', 'tel:+81292868110');
    const mail = screen.getByRole('link', { name: 'E-mail Hotel Sakura Mito at mito@hotel-sakura.example' });
    expect(mail).toHaveAttribute('href', 'mailto:mito@hotel-sakura.example');
    // The phone and the mail app are not part of the test: the clicks reach the page, the browser goes nowhere.
    const stayHere = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stayHere);
    await user.click(call);
    await user.click(mail);
    document.removeEventListener('click', stayHere);
    expect(scope.getState($tracked)).toEqual(['clickCall', 'clickMail']);
  });

  it('lists the room details, the active amenities and the way there', async () => {
    await openHotel('13');
    const sidebar = screen.getByRole('complementary', { name: 'Room details' });
    expect(sidebar).toHaveTextContent('Hair dryer');
    expect(sidebar).toHaveTextContent('Umbrella');
    const overview = screen.getByRole('region', { name: 'About the hotel' });
    expect(overview).toHaveTextContent('Free Wi-Fi');
    expect(overview).not.toHaveTextContent('Swimming pool');
    expect(overview).toHaveTextContent("3 minutes' walk from JR Mito Station");
  });

  it('shows reviews with the score read out as "4.0 out of 5", and more on request', async () => {
    const { user } = await openHotel('13');
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getAllByRole('img', { name: '4.0 out of 5' }).length).toBeGreaterThan(0);
    expect(reviews).toHaveTextContent('7 reviews');
    expect(within(reviews).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await user.click(within(reviews).getByRole('button', { name: 'Show more reviews (4 more)' }));
    expect(within(reviews).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('sets the title and share tags for the hotel, and the header’s hotel; both go when the page leaves', async () => {
    const { scope, unmount } = await openHotel('13');
    expect(document.title).toBe('Hotel Sakura Mito | Hotel Sakura');
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'https://img.example/13/1.svg');
    expect(document.head.querySelector('meta[property="og:description"]')).toHaveAttribute('content', 'Three minutes from JR Mito. Clean rooms.');
    expect(scope.getState($pageHotel)).toEqual({ id: 13, name: 'Hotel Sakura Mito', phone: '029-286-8110' });
    unmount();
    expect(document.title).toBe('Hotel');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(scope.getState($pageHotel)).toBeNull();
  });

  it('says plainly when the hotel does not exist, with a way home', async () => {
    api.content.hotelDetail.mockRejectedValue(new ApiError({ service: 'content', status: 404, code: null, messages: ['Not found'] }));
    const { user, router } = await openHotel('999');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We can't find this hotel");
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/en');
  });

  it('offers to try again when the hotel could not be loaded, and shows it once it loads', async () => {
    const held: Array<() => void> = [];
    const heldAnswer = <T,>(value: T) => () => new Promise<T>((resolve) => held.push(() => resolve(value)));
    api.content.hotelDetail.mockRejectedValueOnce(new Error('offline')).mockImplementationOnce(heldAnswer(mito()));
    api.booking.hotel.mockImplementationOnce(async () => engineMito).mockImplementationOnce(heldAnswer(engineMito));
    const { user, scope } = await openHotel('13');
    expect(screen.getByRole('alert')).toHaveTextContent('The hotel details could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    held.forEach((answer) => answer());
    await settle(scope);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hotel Sakura Mito');
  });

  it('the top info follows the search that ran: a party replaced by 2 adults in the URL is priced again (issue 13)', async () => {
    api.booking.brandHotelPrices
      .mockResolvedValueOnce({ data: [{ ...mitoPrice, lowest_price: null }], meta: { page: 1, per_page: 5, total_count: 1 } })
      .mockResolvedValueOnce({ data: [mitoPrice], meta: { page: 1, per_page: 5, total_count: 1 } });
    const { router, scope } = await openHotel('13', { query: `&rooms=${encodeURIComponent('[{"adults":20}]')}` });
    expect(screen.getByRole('banner')).toHaveTextContent('No rooms available on the selected dates');
    // The rooms and plans found nothing for the party and wrote the 2-adult default into the URL (SPEC 4).
    const rooms = encodeURIComponent('[{"adults":2,"children":[]}]');
    await act(() => router.navigate(`/en/hotel/13?checkIndate=2030-12-03&checkOutdate=2030-12-05&rooms=${rooms}`, { replace: true }));
    await settle(scope);
    expect(api.booking.brandHotelPrices).toHaveBeenCalledTimes(2);
    expect(api.booking.brandHotelPrices).toHaveBeenLastCalledWith(expect.objectContaining({ rooms: [expect.objectContaining({ adults: 2 })] }));
    expect(screen.getByRole('banner')).not.toHaveTextContent('No rooms available on the selected dates');
    expect(screen.getByText('from ¥3,124 ~')).toBeVisible();
  });

  it('a search committed in the page’s search box brings the rooms into view, and its URL rewrite does not send the page back to the top (SPEC 4, issue 13)', async () => {
    const { router, scope } = await openHotel('13');
    const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: this.id === 'plan' ? 1500 : 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) };
    });
    const scrollTo = window.scrollTo as jest.Mock;
    scrollTo.mockClear();
    // What the search box does on a commit (mf-search): it rewrites the page's URL in place and says so on the bus.
    await act(async () => {
      await allSettled(searchChanged, { scope, params: { source: 'search-box' } });
      await router.navigate('/en/hotel/13?checkIndate=2030-12-10&checkOutdate=2030-12-12', { replace: true });
    });
    await settle(scope);
    rect.mockRestore();
    const moves = scrollTo.mock.calls.map(([first, second]) => (typeof first === 'number' ? second : (first as ScrollToOptions).top));
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.at(-1)).toBeGreaterThan(1000);
  });

  it('goes home from the back link when the visitor did not come from a search', async () => {
    await openHotel('13');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  });
});

describe('find us (SPEC 2.5, 7.4)', () => {
  it('shows the static map in the three sizes of SPEC 7.4 when a maps key is configured', async () => {
    await openHotel('13', { mapsApiKey: 'test-key' });
    const map = screen.getByRole('img', { name: 'Map showing where Hotel Sakura Mito is' });
    const sources = [...(map.parentElement?.querySelectorAll('source') ?? [])].map((s) => new URL(s.getAttribute('srcset') ?? '').searchParams.get('size'));
    expect(sources).toEqual(['638x265', '387x177']);
    expect(new URL(map.getAttribute('src') ?? '').searchParams.get('size')).toBe('600x135');
    expect(screen.getByRole('link', { name: 'Open a large map (new window)' })).toHaveAttribute('href', '/en/full-map/13');
  });

  it('without a key draws the site’s own map of the hotel when asked (not with the page), no setup text, and offers the location on a maps site', async () => {
    // jsdom lays nothing out: the map's box gets a size, so the pin has somewhere to be.
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    const { user } = await openHotel('13');
    expect(screen.queryByRole('application')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Explore the map here' }));
    const map = await screen.findByRole('application', { name: 'Map (arrow keys move it, + and − zoom)' });
    expect(await within(map).findByRole('button', { name: 'Hotel Sakura Mito' })).toBeInTheDocument();
    expect(screen.queryByText("The map can't be shown here right now.")).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the location in a maps app' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=36.371%2C140.476',
    );
    jest.restoreAllMocks();
  });
});
