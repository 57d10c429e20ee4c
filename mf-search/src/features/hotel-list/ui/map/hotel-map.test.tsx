import { type AppRenderResult, settle } from '@hotel/test-utils';
import type { MapHandle, MapView } from '@hotel/ui/maps';
import { act, screen, within } from '@testing-library/react';
import { price, summary } from '../../model/test-fixtures';
import { FakeIntersectionObserver, renderList, testEnv } from '../testing/render-list';

const mockContent = { hotelsAndAreas: jest.fn(), dictionaries: jest.fn() };
const mockBooking = { allBrandHotelPrices: jest.fn() };
const api = { content: mockContent, booking: mockBooking };

/** A map handle that records what the page asks of it and lets the test play the visitor. */
function fakeMap() {
  const listeners = { click: [] as Array<(id: string) => void>, idle: [] as Array<(view: MapView) => void>, close: [] as Array<() => void> };
  const on = <T,>(list: T[]) => (listener: T) => {
    list.push(listener);
    return () => list.splice(list.indexOf(listener), 1);
  };
  const handle: MapHandle = {
    setMarkers: jest.fn(),
    fitToMarkers: jest.fn(),
    onMarkerClick: on(listeners.click),
    openInfoWindow: jest.fn(),
    closeInfoWindow: jest.fn(),
    onInfoWindowClose: on(listeners.close),
    onIdle: on(listeners.idle),
    zoomTo: jest.fn(),
    destroy: jest.fn(),
  };
  return { handle, listeners };
}
const map = fakeMap();
const mockCreateMap = jest.fn(() => Promise.resolve(map.handle));
jest.mock('@hotel/ui/maps', () => ({
  ...jest.requireActual('@hotel/ui/maps'),
  mapSetupFor: () => ({ kind: 'ready', provider: { service: 'google', createMap: mockCreateMap } }),
}));

const hotels = [summary(1, { name: 'Sapporo', latitude: 43.07, longitude: 141.35 }), summary(2, { name: 'Shinjuku' }), summary(3, { name: 'Shibuya' })];
const view = (ids: string[]): MapView => ({ bounds: { south: 35, west: 139, north: 36, east: 140 }, zoom: 15, markerIdsInside: ids });
const names = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

beforeAll(() => {
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});

beforeEach(() => {
  jest.clearAllMocks();
  mockContent.hotelsAndAreas.mockResolvedValue({ areas: [], hotels });
  mockContent.dictionaries.mockResolvedValue({ amenities: [], tripTypes: [], mealTypes: [], popularFilters: [] });
  mockBooking.allBrandHotelPrices.mockResolvedValue([price(1, 9_000), price(2, 15_000), price(3, null)]);
});

let app: AppRenderResult;

/** The visitor switches the list to its map (a maps key is configured). */
async function openMap() {
  app = await renderList({ api, keyword: null, query: '', env: { ...testEnv, mapsApiKey: 'key' } });
  await app.user.click(screen.getAllByRole('button', { name: 'Map' })[0] as HTMLElement);
  await settle(app.scope);
}

describe('map view (SPEC 2.4)', () => {
  it('opens a map with SPEC 9 zoom values and clusters below 10', async () => {
    await openMap();
    expect(mockCreateMap).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ zoom: 10, minZoom: 2, maxZoom: 15, maxZoomAfterIdle: 18, clusterBelowZoom: 10 }),
    );
    expect(screen.getByRole('region', { name: 'Map of the hotels' })).toContainElement((mockCreateMap.mock.calls as unknown as Array<[HTMLElement]>)[0]?.[0] ?? null);
  });

  it('puts a marker on every hotel of the result, priced ones labelled, and fits to them', async () => {
    await openMap();
    expect(map.handle.setMarkers).toHaveBeenLastCalledWith([
      { id: '1', title: 'Sapporo', position: { lat: 43.07, lng: 141.35 }, label: '¥9,000' },
      { id: '2', title: 'Shinjuku', position: { lat: 35.692, lng: 139.7 }, label: '¥15,000' },
      { id: '3', title: 'Shibuya', position: { lat: 35.693, lng: 139.7 } },
    ]);
    expect(map.handle.fitToMarkers).toHaveBeenCalled();
  });

  it('does not refit when only the order changes', async () => {
    await openMap();
    const fits = (map.handle.fitToMarkers as jest.Mock).mock.calls.length;
    const markers = (map.handle.setMarkers as jest.Mock).mock.calls.length;
    await app.user.click(screen.getAllByRole('button', { name: /^Sort:/ })[0] as HTMLElement);
    await app.user.click(screen.getByRole('radio', { name: 'Most popular' }));
    await app.user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getAllByRole('button', { name: /^Sort:/ })[0]).toHaveAccessibleName('Sort: Most popular');
    expect((map.handle.setMarkers as jest.Mock).mock.calls.length).toBeGreaterThanOrEqual(markers);
    expect((map.handle.fitToMarkers as jest.Mock).mock.calls.length).toBe(fits);
  });

  it('a marker click zooms to 15 and opens the info window: image, name, prefecture, price, View hotel', async () => {
    await openMap();
    await act(async () => map.listeners.click.forEach((listener) => listener('2')));
    expect(map.handle.zoomTo).toHaveBeenCalledWith({ lat: 35.692, lng: 139.7 }, 15);
    const [id, content, label] = (map.handle.openInfoWindow as jest.Mock).mock.calls.at(-1) as [string, HTMLElement, string];
    expect([id, label]).toEqual(['2', 'Shinjuku']);
    expect(within(content).getByRole('heading')).toHaveTextContent(/^Shinjuku$/);
    expect(content).toHaveTextContent('Tokyo');
    expect(content).toHaveTextContent('from ¥15,000~');
    expect(within(content).getByRole('link', { name: 'View hotel' })).toHaveAttribute('href', expect.stringMatching(/^\/en\/hotel\/2\?/));
    expect(content.querySelector('img')).toHaveAttribute('src', `${hotels[1]?.featuredImage}?format=webp&size=thumb`);
  });

  it('on idle the list holds only the hotels inside the visible bounds', async () => {
    await openMap();
    await act(async () => map.listeners.idle.forEach((listener) => listener(view(['2', '3']))));
    expect(names()).toEqual(['Shinjuku', 'Shibuya']);
    expect(screen.getByText(/in the map area/)).toHaveTextContent(/^2 hotels in the map area$/);
  });

  it('the full map toggles; back in the list view every hotel shows again', async () => {
    await openMap();
    await act(async () => map.listeners.idle.forEach((listener) => listener(view(['2']))));
    const fullMap = screen.getByRole('button', { name: 'Full map' });
    expect(fullMap).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(fullMap);
    expect(fullMap).toHaveAttribute('aria-pressed', 'true');
    expect(map.handle.destroy).not.toHaveBeenCalled();
    await app.user.click(screen.getAllByRole('button', { name: 'List' })[0] as HTMLElement);
    expect(names()).toEqual(['Sapporo', 'Shinjuku', 'Shibuya']);
    expect(map.handle.destroy).toHaveBeenCalled();
  });
});
