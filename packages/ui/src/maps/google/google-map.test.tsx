import { MarkerClusterer, SuperClusterAlgorithm } from '@googlemaps/markerclusterer';
import type { MapOptions } from '../types';
import { createGoogleMap } from './google-map';

// A recording stand-in for the three Maps libraries the provider imports.
type Handler = () => void;
class Evented {
  handlers = new Map<string, Handler[]>();
  addListener(name: string, handler: Handler) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
    return { remove: () => this.handlers.set(name, (this.handlers.get(name) ?? []).filter((h) => h !== handler)) };
  }
  fire(name: string) {
    for (const handler of this.handlers.get(name) ?? []) handler();
  }
}
class FakeMap extends Evented {
  options: Record<string, unknown>;
  zoom: number;
  center: { lat: number; lng: number };
  fitted: unknown = null;
  constructor(_element: HTMLElement, options: Record<string, unknown>) {
    super();
    this.options = { ...options };
    this.zoom = options.zoom as number;
    this.center = options.center as { lat: number; lng: number };
  }
  setOptions(options: Record<string, unknown>) {
    Object.assign(this.options, options);
  }
  getZoom = () => this.zoom;
  setZoom = (zoom: number) => (this.zoom = zoom);
  setCenter = (center: { lat: number; lng: number }) => (this.center = center);
  panTo = this.setCenter;
  fitBounds = (bounds: unknown) => (this.fitted = bounds);
  getBounds = () => ({
    getSouthWest: () => ({ lat: () => 35.5, lng: () => 139.5 }),
    getNorthEast: () => ({ lat: () => 35.9, lng: () => 139.9 }),
  });
}
class FakeMarker extends Evented {
  map: unknown = null;
  constructor(readonly options: Record<string, unknown>) {
    super();
  }
  setMap(map: unknown) {
    this.map = map;
  }
}
class FakeInfoWindow extends Evented {
  content: HTMLElement | null = null;
  openedOn: unknown = null;
  options: Record<string, unknown> = {};
  setContent = (content: HTMLElement) => (this.content = content);
  setOptions = (options: Record<string, unknown>) => Object.assign(this.options, options);
  open = ({ anchor }: { anchor: unknown }) => (this.openedOn = anchor);
  close = () => (this.openedOn = null);
}
class FakeBounds {
  points: Array<{ lat: number; lng: number }> = [];
  extend(point: { lat: number; lng: number }) {
    this.points.push(point);
    return this;
  }
}
const maps = { Map: jest.fn((el: HTMLElement, o: Record<string, unknown>) => new FakeMap(el, o)), InfoWindow: jest.fn(() => new FakeInfoWindow()) };
const core = { LatLngBounds: FakeBounds, Point: class {}, Size: class {}, event: { clearInstanceListeners: jest.fn() } };
const marker = { Marker: jest.fn((o: Record<string, unknown>) => new FakeMarker(o)) };

jest.mock('@googlemaps/js-api-loader', () => ({
  Loader: jest.fn(() => ({ importLibrary: (name: 'core' | 'maps' | 'marker') => Promise.resolve({ core, maps, marker }[name]) })),
}));
jest.mock('@googlemaps/markerclusterer', () => ({
  MarkerClusterer: jest.fn(() => ({ addMarkers: jest.fn(), clearMarkers: jest.fn(), setMap: jest.fn() })),
  SuperClusterAlgorithm: jest.fn(),
}));

const options: MapOptions = { center: { lat: 36, lng: 138 }, zoom: 10, minZoom: 2, maxZoom: 15, maxZoomAfterIdle: 18, clusterBelowZoom: 10, clusterTitle: (n) => `${n} hotels` };
const hotels = [
  { id: '18', title: 'Hotel Sakura Shinjuku', label: '¥12,300', position: { lat: 35.69, lng: 139.7 } },
  { id: '1', title: 'Hotel Sakura Sapporo', position: { lat: 43.07, lng: 141.35 } },
];

async function drawn() {
  const handle = await createGoogleMap('key', document.createElement('div'), options);
  const map = maps.Map.mock.results.at(-1)?.value as FakeMap;
  const infoWindow = maps.InfoWindow.mock.results.at(-1)?.value as FakeInfoWindow;
  const clusterer = (MarkerClusterer as unknown as jest.Mock).mock.results.at(-1)?.value as { addMarkers: jest.Mock };
  return { handle, map, infoWindow, clusterer };
}

const lastMarkers = (n: number) => marker.Marker.mock.results.slice(-n).map((r) => r.value as FakeMarker);

beforeEach(() => jest.clearAllMocks());

describe('the Google map provider (SPEC 2.4 map view, SPEC 9 zoom values)', () => {
  it('opens at the given center and zoom, between zoom 2 and 15', async () => {
    const { map } = await drawn();
    expect(map.options).toMatchObject({ center: options.center, zoom: 10, minZoom: 2, maxZoom: 15 });
  });

  it('clusters below zoom 10: supercluster clusters up to zoom 9', async () => {
    const { handle, clusterer } = await drawn();
    handle.setMarkers(hotels);
    expect(SuperClusterAlgorithm).toHaveBeenCalledWith(expect.objectContaining({ maxZoom: 9 }));
    expect(clusterer.addMarkers).toHaveBeenCalledWith(lastMarkers(2));
  });

  it('gives each marker its title and a price label when it has one', async () => {
    const { handle } = await drawn();
    handle.setMarkers(hotels);
    const [priced, plain] = lastMarkers(2);
    expect(priced?.options).toMatchObject({ title: 'Hotel Sakura Shinjuku', label: expect.objectContaining({ text: '¥12,300' }) });
    expect(plain?.options.label).toBeUndefined();
  });

  it('reports a marker click with the caller’s id', async () => {
    const { handle } = await drawn();
    const clicked = jest.fn();
    handle.onMarkerClick(clicked);
    handle.setMarkers(hotels);
    lastMarkers(2)[1]?.fire('click');
    expect(clicked).toHaveBeenCalledWith('1');
  });

  it('fits to the markers, never closer than 15', async () => {
    const { handle, map } = await drawn();
    handle.setMarkers(hotels);
    map.setOptions({ maxZoom: 18 });
    handle.fitToMarkers();
    expect(map.options.maxZoom).toBe(15);
    expect((map.fitted as FakeBounds).points).toEqual(hotels.map((h) => h.position));
  });

  it('centres one marker at zoom 15', async () => {
    const { handle, map } = await drawn();
    handle.setMarkers([hotels[0] as (typeof hotels)[number]]);
    handle.fitToMarkers();
    expect([map.center, map.zoom]).toEqual([hotels[0]?.position, 15]);
  });

  it('on idle reports the bounds and the markers inside them, and allows zoom 18 from then on', async () => {
    const { handle, map } = await drawn();
    const idle = jest.fn();
    handle.onIdle(idle);
    handle.setMarkers(hotels);
    map.fire('idle');
    expect(idle).toHaveBeenCalledWith({ bounds: { south: 35.5, west: 139.5, north: 35.9, east: 139.9 }, zoom: 10, markerIdsInside: ['18'] });
    expect(map.options.maxZoom).toBe(18);
  });

  it('zooms to a point', async () => {
    const { handle, map } = await drawn();
    handle.zoomTo({ lat: 35.69, lng: 139.7 }, 15);
    expect([map.center, map.zoom]).toEqual([{ lat: 35.69, lng: 139.7 }, 15]);
  });

  it('opens one info window on a marker with the caller’s content, and reports the visitor closing it', async () => {
    const { handle, infoWindow } = await drawn();
    const closed = jest.fn();
    handle.onInfoWindowClose(closed);
    handle.setMarkers(hotels);
    const content = document.createElement('div');
    handle.openInfoWindow('18', content, 'Hotel Sakura Shinjuku');
    expect([infoWindow.content, infoWindow.openedOn, infoWindow.options.ariaLabel]).toEqual([content, lastMarkers(2)[0], 'Hotel Sakura Shinjuku']);
    infoWindow.fire('closeclick');
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('replacing the markers takes the old ones off the map', async () => {
    const { handle } = await drawn();
    handle.setMarkers(hotels);
    const old = lastMarkers(2);
    old.forEach((m) => m.setMap('map'));
    handle.setMarkers([]);
    expect(old.map((m) => m.map)).toEqual([null, null]);
  });

  it('stops reporting once destroyed', async () => {
    const { handle, map } = await drawn();
    const idle = jest.fn();
    handle.onIdle(idle);
    handle.destroy();
    map.fire('idle');
    expect(idle).not.toHaveBeenCalled();
  });
});
