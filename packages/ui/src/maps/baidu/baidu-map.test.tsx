import type { MapOptions } from '../types';
import { createBaiduMap } from './baidu-map';
import { loadBaidu } from './baidu-loader';

// A recording stand-in for the parts of BMap the provider uses.
class Evented {
  handlers = new Map<string, Array<() => void>>();
  addEventListener(name: string, handler: () => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }
  removeEventListener(name: string, handler: () => void) {
    this.handlers.set(name, (this.handlers.get(name) ?? []).filter((h) => h !== handler));
  }
  fire(name: string) {
    for (const handler of this.handlers.get(name) ?? []) handler();
  }
}
class Point {
  constructor(readonly lng: number, readonly lat: number) {}
}
class Marker extends Evented {
  label: { text: string } | null = null;
  constructor(readonly point: Point, readonly options: { title: string }) {
    super();
  }
  setLabel(label: { text: string }) {
    this.label = label;
  }
  getPosition = () => this.point;
}
class InfoWindow extends Evented {
  constructor(readonly content: HTMLElement) {
    super();
  }
}
class BaiduMap extends Evented {
  zoom = 0;
  center: Point | null = null;
  maxZoom: number;
  overlays: Marker[] = [];
  viewport: Point[] | null = null;
  window: InfoWindow | null = null;
  constructor(_el: HTMLElement, readonly options: { minZoom: number; maxZoom: number }) {
    super();
    this.maxZoom = options.maxZoom;
    maps.push(this);
  }
  centerAndZoom(center: Point, zoom: number) {
    this.center = center;
    this.zoom = zoom;
  }
  enableScrollWheelZoom() {}
  addControl() {}
  setMinZoom() {}
  setMaxZoom(zoom: number) {
    this.maxZoom = zoom;
  }
  getZoom = () => this.zoom;
  setZoom = (zoom: number) => (this.zoom = zoom);
  setCenter = (center: Point) => (this.center = center);
  getBounds = () => ({ getSouthWest: () => new Point(139.5, 35.5), getNorthEast: () => new Point(139.9, 35.9) });
  setViewport(points: Point[]) {
    this.viewport = points;
  }
  addOverlay(overlay: Marker) {
    this.overlays.push(overlay);
  }
  removeOverlay(overlay: Marker) {
    this.overlays = this.overlays.filter((o) => o !== overlay);
  }
  openInfoWindow(window: InfoWindow) {
    this.window?.fire('close');
    this.window = window;
  }
  closeInfoWindow() {
    this.window?.fire('close');
    this.window = null;
  }
}
const maps: BaiduMap[] = [];
class Label {
  constructor(readonly text: string) {}
  setStyle() {}
}
const fakeBMap = { Map: BaiduMap, Point, Size: class {}, Marker, Label, InfoWindow, NavigationControl: class {} };

const options: MapOptions = { center: { lat: 35.7, lng: 139.7 }, zoom: 10, minZoom: 2, maxZoom: 15, maxZoomAfterIdle: 18, clusterBelowZoom: 10, clusterTitle: (n) => `${n} 家酒店` };
const hotels = [
  { id: '18', title: '樱花酒店 新宿', label: '¥12,300', position: { lat: 35.69, lng: 139.7 } },
  { id: '19', title: '樱花酒店 涩谷', position: { lat: 35.6905, lng: 139.7005 } },
  { id: '1', title: '樱花酒店 札幌站前', position: { lat: 43.07, lng: 141.35 } },
];
/** Baidu fires several events per gesture; the provider answers once, on the next task (a fake clock here). */
const settle = () => jest.runOnlyPendingTimers();

async function drawn() {
  const handle = await createBaiduMap('ak', document.createElement('div'), options);
  return { handle, map: maps.at(-1) as BaiduMap };
}

beforeEach(() => {
  jest.useFakeTimers();
  window.BMap = fakeBMap as unknown as typeof window.BMap;
});

afterEach(() => jest.useRealTimers());

describe('the Baidu map provider (SPEC 2.4: zh-CN uses a Baidu map)', () => {
  it('opens at the given center and zoom with zoom limits 2 to 15', async () => {
    const { map } = await drawn();
    expect([map.center, map.zoom, map.options]).toEqual([new Point(139.7, 35.7), 10, expect.objectContaining({ minZoom: 2, maxZoom: 15 })]);
  });

  it('clusters markers close together below zoom 10, and shows each alone from 10', async () => {
    const { handle, map } = await drawn();
    map.zoom = 6;
    handle.setMarkers(hotels);
    expect(map.overlays.map((o) => o.options.title).sort()).toEqual(['2 家酒店', '樱花酒店 札幌站前']);
    map.zoom = 10;
    map.fire('zoomend');
    settle();
    expect(map.overlays.map((o) => o.options.title)).toHaveLength(3);
  });

  it('labels a marker with its price and reports clicks with the caller’s id', async () => {
    const { handle, map } = await drawn();
    const clicked = jest.fn();
    handle.onMarkerClick(clicked);
    handle.setMarkers(hotels);
    const shinjuku = map.overlays.find((o) => o.options.title === '樱花酒店 新宿');
    expect(shinjuku?.label?.text).toBe('¥12,300');
    shinjuku?.fire('click');
    expect(clicked).toHaveBeenCalledWith('18');
  });

  it('settles after a move: the markers inside the bounds, and zoom 18 allowed from then on', async () => {
    const { handle, map } = await drawn();
    const idle = jest.fn();
    handle.onIdle(idle);
    handle.setMarkers(hotels);
    map.fire('moveend');
    settle();
    expect(idle).toHaveBeenLastCalledWith({ bounds: { south: 35.5, west: 139.5, north: 35.9, east: 139.9 }, zoom: 10, markerIdsInside: ['18', '19'] });
    expect(map.maxZoom).toBe(18);
  });

  it('fits the markers with zoom limited to 15 again', async () => {
    const { handle, map } = await drawn();
    handle.setMarkers(hotels);
    map.maxZoom = 18;
    handle.fitToMarkers();
    expect([map.maxZoom, map.viewport?.length]).toEqual([15, 3]);
  });

  it('opens an info window at a marker and reports only the visitor closing the current one', async () => {
    const { handle, map } = await drawn();
    const closed = jest.fn();
    handle.onInfoWindowClose(closed);
    handle.setMarkers(hotels);
    const first = document.createElement('div');
    handle.openInfoWindow('18', first);
    handle.openInfoWindow('1', document.createElement('div'));
    expect(closed).not.toHaveBeenCalled();
    map.window?.fire('close');
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('zooms to a point', async () => {
    const { handle, map } = await drawn();
    handle.zoomTo({ lat: 35.69, lng: 139.7 }, 15);
    expect([map.center, map.zoom]).toEqual([new Point(139.7, 35.69), 15]);
  });
});

describe('loading the Baidu script', () => {
  it('adds the v3.0 script with the key and a callback, and resolves when Baidu calls back', async () => {
    delete window.BMap;
    const loaded = loadBaidu('my ak');
    const script = document.head.querySelector<HTMLScriptElement>('script[src^="https://api.map.baidu.com/"]');
    expect(script?.src).toBe('https://api.map.baidu.com/api?v=3.0&ak=my%20ak&callback=__hotelBaiduMapsReady');
    window.BMap = fakeBMap as unknown as typeof window.BMap;
    window.__hotelBaiduMapsReady?.();
    await expect(loaded).resolves.toBe(fakeBMap);
  });
});
