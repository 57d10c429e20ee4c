import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapHandle, MapMarker, MapOptions, MapView } from '../types';
import { createBuiltInMap } from './built-in-map';

const options: MapOptions = {
  center: { lat: 36.2, lng: 138.25 },
  zoom: 10,
  minZoom: 2,
  maxZoom: 15,
  maxZoomAfterIdle: 18,
  clusterBelowZoom: 10,
  clusterTitle: (count) => `${count} hotels`,
  language: 'en',
};
const hotel = (id: string, lat: number, lng: number, label?: string): MapMarker => ({ id, title: `Hotel ${id}`, position: { lat, lng }, ...(label ? { label } : {}) });
const tokyo = [hotel('1', 35.69, 139.7, '¥9,000'), hotel('2', 35.66, 139.73, '¥15,000'), hotel('3', 35.71, 139.79)];
const sapporo = hotel('4', 43.06, 141.35, '¥8,000');

let map: MapHandle;
let views: MapView[];
const surface = () => screen.getByRole('application', { name: 'Map (arrow keys move it, + and − zoom)' });
const zoom = () => Number(surface().dataset.zoom);
const lastView = () => views.at(-1) as MapView;

beforeAll(() => {
  // jsdom has no PointerEvent: a mouse event with a pointer id stands in.
  window.PointerEvent ??= class extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  } as unknown as typeof PointerEvent;
  // jsdom lays nothing out: the map's box is 640 x 480.
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
});

beforeEach(() => {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  map = createBuiltInMap(container, options);
  views = [];
  map.onIdle((view) => views.push(view));
});

afterEach(() => map.destroy());

/** The page puts its hotels on the map and fits to them, as the list does. */
async function showHotels(markers: MapMarker[]) {
  act(() => {
    map.setMarkers(markers);
    map.fitToMarkers();
  });
  await waitFor(() => expect(views.length).toBeGreaterThan(0));
}

describe('the built-in map (no maps key)', () => {
  it('draws Japan, names itself for its keys and has zoom buttons', async () => {
    await showHotels(tokyo);
    expect(document.querySelector('svg path:last-child')?.getAttribute('d')).toMatch(/^M/);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
    expect(surface()).toHaveAttribute('tabindex', '0');
  });

  it('fits to the hotels: each one is a button named by it and its price, and inside the first idle', async () => {
    await showHotels(tokyo);
    expect(lastView().markerIdsInside).toEqual(['1', '2', '3']);
    expect(zoom()).toBeGreaterThanOrEqual(10);
    expect(within(surface()).getByRole('button', { name: 'Hotel 1, ¥9,000' })).toHaveTextContent('¥9,000');
    expect(within(surface()).getByRole('button', { name: 'Hotel 3' })).toHaveTextContent('');
  });

  it('clusters below zoom 10; a cluster click zooms in until it splits', async () => {
    await showHotels([...tokyo, sapporo]);
    expect(zoom()).toBeLessThan(10);
    const cluster = within(surface()).getByRole('button', { name: '3 hotels' });
    expect(cluster).toHaveTextContent('3');
    const before = zoom();
    await userEvent.click(cluster);
    await waitFor(() => expect(zoom()).toBeGreaterThan(before));
    expect(within(surface()).queryByRole('button', { name: '3 hotels' })).toBeNull();
  });

  it('keys move and zoom the map, and each move ends in an idle with what is in view', async () => {
    await showHotels(tokyo);
    const fitted = zoom();
    surface().focus();
    await userEvent.keyboard('++');
    await waitFor(() => expect(zoom()).toBe(fitted + 2));
    const { west } = lastView().bounds;
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(lastView().bounds.west).toBeLessThan(west));
    await userEvent.keyboard('-');
    await waitFor(() => expect(zoom()).toBe(fitted + 1));
  });

  it('a drag moves the map; the hotels left behind drop out of the idle', async () => {
    await showHotels(tokyo);
    fireEvent.pointerDown(surface(), { pointerId: 1, button: 0, clientX: 320, clientY: 240 });
    fireEvent.pointerMove(surface(), { pointerId: 1, clientX: 0, clientY: 240 });
    fireEvent.pointerMove(surface(), { pointerId: 1, clientX: -320, clientY: 240 });
    fireEvent.pointerUp(surface(), { pointerId: 1, clientX: -320, clientY: 240 });
    await waitFor(() => expect(lastView().markerIdsInside).toEqual([]));
  });

  it('the wheel zooms in and out around the pointer, a notch a zoom', async () => {
    await showHotels(tokyo);
    const fitted = zoom();
    fireEvent.wheel(surface(), { deltaY: -100, clientX: 320, clientY: 240 });
    await waitFor(() => expect(zoom()).toBe(fitted + 1));
    fireEvent.wheel(surface(), { deltaY: 100, clientX: 320, clientY: 240 });
    fireEvent.wheel(surface(), { deltaY: 100, clientX: 320, clientY: 240 });
    await waitFor(() => expect(zoom()).toBe(fitted - 1));
  });

  it('two fingers spread twice as far apart zoom in by one', async () => {
    await showHotels(tokyo);
    const fitted = zoom();
    fireEvent.pointerDown(surface(), { pointerId: 1, button: 0, clientX: 220, clientY: 240 });
    fireEvent.pointerDown(surface(), { pointerId: 2, button: 0, clientX: 420, clientY: 240 });
    fireEvent.pointerMove(surface(), { pointerId: 2, clientX: 520, clientY: 240 });
    fireEvent.pointerMove(surface(), { pointerId: 1, clientX: 120, clientY: 240 });
    fireEvent.pointerUp(surface(), { pointerId: 1, clientX: 120, clientY: 240 });
    fireEvent.pointerUp(surface(), { pointerId: 2, clientX: 520, clientY: 240 });
    await waitFor(() => expect(zoom()).toBe(fitted + 1));
  });

  it('stops fits at 15 and lets the visitor on to 18 once settled', async () => {
    await showHotels([tokyo[0] as MapMarker]);
    expect(zoom()).toBe(15);
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (const _ of [1, 2, 3]) await userEvent.click(zoomIn);
    await waitFor(() => expect(zoom()).toBe(18));
    expect(zoomIn).toBeDisabled();
  });

  it('a pin click is reported; the info window shows the caller’s content and says when the visitor closes it', async () => {
    await showHotels(tokyo);
    const clicked = jest.fn();
    const closed = jest.fn();
    map.onMarkerClick(clicked);
    map.onInfoWindowClose(closed);
    await userEvent.click(within(surface()).getByRole('button', { name: 'Hotel 2, ¥15,000' }));
    expect(clicked).toHaveBeenCalledWith('2');
    const content = document.createElement('p');
    content.textContent = 'Hotel 2 from ¥15,000';
    act(() => map.openInfoWindow('2', content, 'Hotel 2'));
    const dialog = screen.getByRole('dialog', { name: 'Hotel 2' });
    expect(dialog).toHaveTextContent('Hotel 2 from ¥15,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closed).toHaveBeenCalledTimes(1);
    act(() => map.openInfoWindow('2', content, 'Hotel 2'));
    act(() => map.closeInfoWindow());
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('says nothing of what it shows until it has a size, so a list is not emptied by a map not laid out', async () => {
    map.destroy();
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValueOnce(0);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValueOnce(0);
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    map = createBuiltInMap(container, options);
    map.onIdle((view) => views.push(view));
    act(() => {
      map.setMarkers(tokyo);
      map.fitToMarkers();
    });
    await waitFor(() => expect(surface()).toHaveAttribute('data-zoom'));
    expect(views).toEqual([]);
  });

  it('speaks the page’s language', () => {
    map.destroy();
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    map = createBuiltInMap(container, { ...options, language: 'ja' });
    expect(screen.getByRole('button', { name: '拡大' })).toBeInTheDocument();
    expect(screen.getByRole('application', { name: '地図（矢印キーで移動、＋と−キーで拡大・縮小）' })).toBeInTheDocument();
  });
});
