import type { RuntimeEnv } from '@hotel/contracts';
import { ApiError } from '@hotel/api';
import { $env, $locale, $pageHotel, analyticsEvent } from '@hotel/bus';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from '@hotel/ui/router';
import HotelDetailPage from '../../../exposed/hotel-detail-page';
import { mito, mitoPrice, mitoReviews } from '../testing/fixtures';

const mockApi = {
  content: { hotelDetail: jest.fn(), hotelReviews: jest.fn() },
  booking: { hotel: jest.fn(), brandHotelPrices: jest.fn() },
};
jest.mock('@hotel/api', () => ({ ...jest.requireActual('@hotel/api'), currentApi: () => mockApi }));
// Other teams' parts of the page: the search box (mf_search) and the rooms and plans.
jest.mock('@hotel/ui', () => ({ ...jest.requireActual('@hotel/ui'), RemoteSlot: () => <div data-testid="search-box" /> }));
jest.mock('../../rooms-plans/rooms-plans-section', () => ({ RoomsAndPlansSection: () => <h2>Rooms and plans</h2> }));
// The carousel stays plain HTML here; swiper's own behaviour is swiper's (the journeys drive it in a browser).
jest.mock('../../gallery/load-swiper', () => ({ loadSwiper: () => new Promise(() => undefined) }));

const env = { mapsApiKey: null, baiduMapsKey: null, usdPerYen: 0.0066 } as unknown as RuntimeEnv;
const $tracked = createStore<string[]>([]).on(analyticsEvent, (events, { event }) => [...events, event]);

function waitInAct(ms: number): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

async function openHotel(id: string, { mapsApiKey = null as string | null } = {}) {
  window.history.replaceState(null, '', `/en/hotel/${id}?checkIndate=2030-12-03&checkOutdate=2030-12-05`);
  const scope = fork({ values: [[$locale, 'en'], [$env, { ...env, mapsApiKey }]] });
  const router = createBrowserRouter([
    { path: '/en/hotel/:hotelId', element: <HotelDetailPage params={{ hotelId: id }} /> },
    { path: '/en', element: <p>home page</p> },
  ]);
  const view = await act(async () =>
    render(
      <Provider value={scope}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Provider>,
    ),
  );
  await waitInAct(50);
  return { scope, view, router };
}

beforeAll(() => {
  window.scrollTo = jest.fn();
});

beforeEach(() => {
  document.head.innerHTML = '<title>Hotel</title>';
  mockApi.content.hotelDetail.mockResolvedValue(mito());
  mockApi.content.hotelReviews.mockResolvedValue(mitoReviews(7));
  mockApi.booking.hotel.mockResolvedValue({ id: 13, code: 'SKR-IBR-01' });
  mockApi.booking.brandHotelPrices.mockResolvedValue({ data: [mitoPrice], meta: { page: 1, per_page: 5, total_count: 1 } });
});

describe('hotel detail page (SPEC 2.5)', () => {
  it('shows the top info: name, address, lowest nightly price and the rooms-left warning', async () => {
    await openHotel('13');
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel Sakura Mito' })).toBeTruthy();
    expect(screen.getAllByText('1-2-4, Miyamachi, Mito City, Ibaraki 310-0015, Japan').length).toBeGreaterThan(0);
    // 6,248 for the two nights of the URL's search is 3,124 a night.
    expect(screen.getByText('from ¥3,124 ~')).toBeTruthy();
    expect(screen.getByText('Only 6 rooms left!')).toBeTruthy();
    expect(mockApi.booking.brandHotelPrices).toHaveBeenCalledWith(
      expect.objectContaining({ hotel_codes: ['SKR-IBR-01'], rooms: [expect.objectContaining({ checkin_date: '2030-12-03', checkout_date: '2030-12-05' })] }),
    );
  });

  it('has the section tabs, with Reviews only for a hotel with reviews', async () => {
    await openHotel('13');
    const tabs = within(screen.getByRole('navigation', { name: 'Sections of this page' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['Hotel', 'Room & Plan', 'Find Us', 'Reviews']);
    expect(tabs.getByRole('link', { name: 'Hotel' }).getAttribute('aria-current')).toBe('location');
    expect(tabs.getByRole('link', { name: 'Room & Plan' }).getAttribute('href')).toBe('#plan');
  });

  it('has no Reviews tab and no reviews call for a hotel without reviews', async () => {
    mockApi.content.hotelDetail.mockResolvedValue(mito({ numberOfReviews: 0, reviewScore: null }));
    mockApi.content.hotelReviews.mockClear();
    await openHotel('13');
    const tabs = within(screen.getByRole('navigation', { name: 'Sections of this page' }));
    expect(tabs.queryByRole('link', { name: 'Reviews' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
    expect(mockApi.content.hotelReviews).not.toHaveBeenCalled();
  });

  it('renders the overview sanitized: no script, no handlers, links opening safely', async () => {
    await openHotel('13');
    const overview = screen.getByRole('region', { name: 'About the hotel' });
    expect(overview.querySelector('script, [onclick]')).toBeNull();
    expect(within(overview).getByText('Clean rooms.')).toBeTruthy();
    const link = within(overview).getByRole('link', { name: 'JR Mito' });
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });

  it('offers the call and mail links and tracks their clicks', async () => {
    const { scope } = await openHotel('13');
    const call = screen.getByRole('link', { name: 'Call Hotel Sakura Mito at +81 29-286-8110' });
    expect(call.getAttribute('href')).toBe('tel:+81292868110');
    const mail = screen.getByRole('link', { name: 'E-mail Hotel Sakura Mito at mito@hotel-sakura.example' });
    expect(mail.getAttribute('href')).toBe('mailto:mito@hotel-sakura.example');
    await act(async () => {
      fireEvent.click(call);
      fireEvent.click(mail);
    });
    expect((scope as Scope).getState($tracked)).toEqual(['clickCall', 'clickMail']);
  });

  it('lists the room details, the active amenities and the way there', async () => {
    await openHotel('13');
    const sidebar = screen.getByRole('complementary', { name: 'Room details' });
    expect(within(sidebar).getByText('Hair dryer')).toBeTruthy();
    expect(within(sidebar).getByText('Umbrella')).toBeTruthy();
    expect(screen.getByText('Free Wi-Fi')).toBeTruthy();
    expect(screen.queryByText('Swimming pool')).toBeNull();
    expect(screen.getByText("3 minutes' walk from JR Mito Station")).toBeTruthy();
  });

  it('shows reviews with the score read out as "4.0 out of 5", and more on request', async () => {
    await openHotel('13');
    await waitInAct(50);
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getAllByRole('img', { name: '4.0 out of 5' }).length).toBeGreaterThan(0);
    expect(within(reviews).getByText('7 reviews')).toBeTruthy();
    expect(within(reviews).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await act(async () => fireEvent.click(within(reviews).getByRole('button', { name: 'Show more reviews (4 more)' })));
    expect(within(reviews).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('sets the title and share tags for the hotel, and the header’s hotel; both go when the page leaves', async () => {
    const { scope, view } = await openHotel('13');
    expect(document.title).toBe('Hotel Sakura Mito | Hotel Sakura');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://img.example/13/1.svg');
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe('Three minutes from JR Mito. Clean rooms.');
    expect(scope.getState($pageHotel)).toEqual({ id: 13, name: 'Hotel Sakura Mito', phone: '029-286-8110' });
    view.unmount();
    expect(document.title).toBe('Hotel');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(scope.getState($pageHotel)).toBeNull();
  });

  it('says plainly when the hotel does not exist, with a way home', async () => {
    mockApi.content.hotelDetail.mockRejectedValue(new ApiError({ service: 'content', status: 404, code: null, messages: ['Not found'] }));
    await openHotel('999');
    expect(screen.getByRole('heading', { level: 1, name: "We can't find this hotel" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en');
  });

  it('goes home from the back link when the visitor did not come from a search', async () => {
    await openHotel('13');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en');
  });
});

describe('find us (SPEC 2.5, 7.4)', () => {
  it('shows the static map in the three sizes of SPEC 7.4 when a maps key is configured', async () => {
    await openHotel('13', { mapsApiKey: 'test-key' });
    const map = screen.getByRole('img', { name: 'Map showing where Hotel Sakura Mito is' });
    const sources = [...(map.parentElement?.querySelectorAll('source') ?? [])].map((s) => new URL(s.getAttribute('srcset') ?? '').searchParams.get('size'));
    expect(sources).toEqual(['638x265', '387x177']);
    expect(new URL(map.getAttribute('src') ?? '').searchParams.get('size')).toBe('600x135');
    expect(screen.getByRole('link', { name: 'Open a large map (new window)' }).getAttribute('href')).toBe('/en/full-map/13');
  });

  it('says the map is unavailable without a key, and offers the location on a maps site', async () => {
    await openHotel('13');
    expect(screen.getByText("The map can't be shown here right now.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the location in a maps app' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=36.371%2C140.476',
    );
  });
});
