import type { Page } from '@playwright/test';

/**
 * A small stand-in for the Google Maps JavaScript API, served in place of maps.googleapis.com. It covers what
 * `@hotel/ui/maps` and @googlemaps/markerclusterer use: the `importLibrary` bootstrap of
 * @googlemaps/js-api-loader, Map (bounds, zoom, fitBounds, idle), LatLng/LatLngBounds, the legacy Marker,
 * OverlayView, InfoWindow and `event`. It draws real DOM: each marker is a button named by its title, the
 * info window is a dialog, and the map has Zoom in / Zoom out buttons, so journeys drive it like a visitor.
 * `data-zoom` on the map tells the zoom; `window.__fakeGoogleMaps.maps` lists the maps drawn.
 *
 * It runs in the page (serialised with `toString`), so it closes over nothing and declares no class fields.
 */
function fakeGoogleMaps(): void {
  type Listener = (...args: unknown[]) => void;
  type LatLngLiteral = { lat: number; lng: number };
  const registry = new WeakMap<object, Map<string, Set<Listener>>>();

  const event = {
    addListener(target: object, name: string, listener: Listener) {
      const byName = registry.get(target) ?? new Map<string, Set<Listener>>();
      registry.set(target, byName);
      const set = byName.get(name) ?? new Set<Listener>();
      byName.set(name, set);
      set.add(listener);
      return { remove: () => set.delete(listener) };
    },
    removeListener(handle: { remove(): void } | null) {
      handle?.remove();
    },
    trigger(target: object, name: string, ...args: unknown[]) {
      for (const listener of [...(registry.get(target)?.get(name) ?? [])]) listener(...args);
    },
    clearInstanceListeners(target: object) {
      registry.delete(target);
    },
  };

  class MVCObject {
    addListener(name: string, listener: Listener) {
      return event.addListener(this, name, listener);
    }
  }

  class LatLng {
    private readonly latValue: number;
    private readonly lngValue: number;
    constructor(lat: number | LatLngLiteral | LatLng, lng?: number) {
      if (typeof lat === 'number') {
        this.latValue = lat;
        this.lngValue = lng ?? 0;
      } else if (lat instanceof LatLng) {
        this.latValue = lat.lat();
        this.lngValue = lat.lng();
      } else {
        this.latValue = lat?.lat ?? 0;
        this.lngValue = lat?.lng ?? 0;
      }
    }
    lat() {
      return this.latValue;
    }
    lng() {
      return this.lngValue;
    }
    toJSON() {
      return { lat: this.latValue, lng: this.lngValue };
    }
    equals(other: LatLng | null) {
      return !!other && other.lat() === this.latValue && other.lng() === this.lngValue;
    }
  }
  const toLatLng = (point: LatLngLiteral | LatLng) => (point instanceof LatLng ? point : new LatLng(point));

  class LatLngBounds {
    private sw: LatLng | null;
    private ne: LatLng | null;
    constructor(sw?: LatLngLiteral | LatLng | null, ne?: LatLngLiteral | LatLng | null) {
      this.sw = null;
      this.ne = null;
      if (sw) this.extend(sw);
      if (ne) this.extend(ne);
    }
    extend(point: LatLngLiteral | LatLng) {
      const p = toLatLng(point);
      this.sw = new LatLng(Math.min(this.sw?.lat() ?? p.lat(), p.lat()), Math.min(this.sw?.lng() ?? p.lng(), p.lng()));
      this.ne = new LatLng(Math.max(this.ne?.lat() ?? p.lat(), p.lat()), Math.max(this.ne?.lng() ?? p.lng(), p.lng()));
      return this;
    }
    contains(point: LatLngLiteral | LatLng) {
      const p = toLatLng(point);
      if (!this.sw || !this.ne) return false;
      return p.lat() >= this.sw.lat() && p.lat() <= this.ne.lat() && p.lng() >= this.sw.lng() && p.lng() <= this.ne.lng();
    }
    isEmpty() {
      return !this.sw;
    }
    getSouthWest() {
      return this.sw ?? new LatLng(0, 0);
    }
    getNorthEast() {
      return this.ne ?? new LatLng(0, 0);
    }
    getCenter() {
      const sw = this.getSouthWest();
      const ne = this.getNorthEast();
      return new LatLng((sw.lat() + ne.lat()) / 2, (sw.lng() + ne.lng()) / 2);
    }
    union(other: LatLngBounds) {
      if (!other.isEmpty()) this.extend(other.getSouthWest()).extend(other.getNorthEast());
      return this;
    }
    toJSON() {
      const sw = this.getSouthWest();
      const ne = this.getNorthEast();
      return { south: sw.lat(), west: sw.lng(), north: ne.lat(), east: ne.lng() };
    }
  }

  class Point {
    constructor(
      readonly x: number,
      readonly y: number,
    ) {}
  }
  class Size {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
  }

  // Web Mercator on 256-pixel tiles, as Google draws.
  const worldPoint = (p: LatLng, zoom: number) => {
    const scale = 256 * 2 ** zoom;
    const sin = Math.min(Math.max(Math.sin((p.lat() * Math.PI) / 180), -0.9999), 0.9999);
    return { x: ((p.lng() + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
  };
  const fromWorld = (x: number, y: number, zoom: number) => {
    const scale = 256 * 2 ** zoom;
    const lng = (x / scale) * 360 - 180;
    const n = Math.PI - (2 * Math.PI * y) / scale;
    return new LatLng((180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))), lng);
  };

  const state = { maps: [] as FakeMap[] };

  class FakeMap extends MVCObject {
    private readonly canvas: HTMLDivElement;
    private center: LatLng;
    private zoom: number;
    private options: Record<string, unknown>;
    private idleTimer: number | undefined;
    readonly markers: Set<Marker>;
    constructor(div: HTMLElement, options: Record<string, unknown>) {
      super();
      this.options = { ...options };
      this.center = toLatLng((options.center as LatLngLiteral) ?? { lat: 0, lng: 0 });
      this.zoom = Number(options.zoom ?? 2);
      this.markers = new Set();
      this.idleTimer = undefined;
      this.canvas = document.createElement('div');
      this.canvas.dataset.fakeMap = 'google';
      this.canvas.style.cssText =
        'position:relative;width:100%;height:100%;overflow:hidden;background:#dfe8e4;' +
        'background-image:linear-gradient(#c9d6d0 1px,transparent 1px),linear-gradient(90deg,#c9d6d0 1px,transparent 1px);background-size:64px 64px';
      const controls = document.createElement('div');
      controls.style.cssText = 'position:absolute;right:8px;bottom:8px;z-index:10;display:grid;gap:4px';
      for (const [label, step] of [['Zoom in', 1], ['Zoom out', -1]] as const) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = step > 0 ? '+' : '−';
        button.setAttribute('aria-label', label);
        button.style.cssText = 'width:44px;height:44px;font-size:20px;background:#fff;border:1px solid #999;border-radius:4px';
        button.addEventListener('click', () => this.setZoom(this.zoom + step));
        controls.append(button);
      }
      this.canvas.append(controls);
      div.replaceChildren(this.canvas);
      state.maps.push(this);
      this.changed();
    }
    getDiv() {
      return this.canvas;
    }
    getZoom() {
      return this.zoom;
    }
    getCenter() {
      return this.center;
    }
    setZoom(zoom: number) {
      const min = Number(this.options.minZoom ?? 0);
      const max = Number(this.options.maxZoom ?? 21);
      this.zoom = Math.min(max, Math.max(min, Math.round(zoom)));
      this.changed();
    }
    setCenter(center: LatLngLiteral | LatLng) {
      this.center = toLatLng(center);
      this.changed();
    }
    panTo(center: LatLngLiteral | LatLng) {
      this.setCenter(center);
    }
    setOptions(options: Record<string, unknown>) {
      Object.assign(this.options, options);
      if (options.zoom !== undefined) this.setZoom(Number(options.zoom));
    }
    getMapCapabilities() {
      return { isAdvancedMarkersAvailable: false, isDataDrivenStylingAvailable: false };
    }
    size() {
      return { width: this.canvas.clientWidth || 600, height: this.canvas.clientHeight || 400 };
    }
    fitBounds(bounds: LatLngBounds, padding?: number) {
      const pad = typeof padding === 'number' ? padding : 0;
      const { width, height } = this.size();
      const sw = worldPoint(bounds.getSouthWest(), 0);
      const ne = worldPoint(bounds.getNorthEast(), 0);
      const spanX = Math.max(Math.abs(ne.x - sw.x), 1e-9);
      const spanY = Math.max(Math.abs(sw.y - ne.y), 1e-9);
      const zoom = Math.floor(Math.log2(Math.min((width - 2 * pad) / spanX, (height - 2 * pad) / spanY)));
      this.center = bounds.getCenter();
      this.setZoom(zoom);
    }
    getBounds() {
      const { width, height } = this.size();
      const c = worldPoint(this.center, this.zoom);
      return new LatLngBounds(fromWorld(c.x - width / 2, c.y + height / 2, this.zoom), fromWorld(c.x + width / 2, c.y - height / 2, this.zoom));
    }
    getProjection() {
      return {
        fromLatLngToDivPixel: (p: LatLng) => {
          const c = worldPoint(this.center, this.zoom);
          const w = worldPoint(toLatLng(p), this.zoom);
          const { width, height } = this.size();
          return new Point(w.x - c.x + width / 2, w.y - c.y + height / 2);
        },
        fromDivPixelToLatLng: (pixel: Point) => {
          const c = worldPoint(this.center, this.zoom);
          const { width, height } = this.size();
          return fromWorld(pixel.x + c.x - width / 2, pixel.y + c.y - height / 2, this.zoom);
        },
      };
    }
    place(element: HTMLElement, position: LatLng) {
      const at = this.getProjection().fromLatLngToDivPixel(position);
      element.style.left = `${at.x}px`;
      element.style.top = `${at.y}px`;
    }
    changed() {
      this.canvas.dataset.zoom = String(this.zoom);
      for (const marker of this.markers) marker.draw();
      event.trigger(this, 'bounds_changed');
      window.clearTimeout(this.idleTimer);
      this.idleTimer = window.setTimeout(() => event.trigger(this, 'idle'), 0);
    }
  }

  class Marker extends MVCObject {
    static MAX_ZINDEX = 1_000_000;
    private map: FakeMap | null;
    private readonly options: Record<string, unknown>;
    private readonly element: HTMLButtonElement;
    constructor(options: Record<string, unknown>) {
      super();
      this.options = { ...options };
      this.map = null;
      this.element = document.createElement('button');
      this.element.type = 'button';
      this.element.dataset.fakeMarker = '';
      const label = options.label as string | { text: string } | undefined;
      const text = typeof label === 'string' ? label : label?.text;
      const title = String(options.title ?? text ?? '');
      this.element.setAttribute('aria-label', title);
      this.element.title = title;
      this.element.textContent = text ?? '📍';
      this.element.style.cssText =
        'position:absolute;transform:translate(-50%,-100%);min-height:28px;padding:2px 8px;border:1px solid #fff;' +
        'border-radius:4px;background:#8a1c2b;color:#fff;font:600 12px sans-serif;white-space:nowrap;cursor:pointer';
      this.element.addEventListener('click', () => event.trigger(this, 'click', { latLng: this.getPosition() }));
      if (options.map) this.setMap(options.map as FakeMap);
    }
    setMap(map: FakeMap | null) {
      this.map?.markers.delete(this);
      this.element.remove();
      this.map = map;
      if (!map) return;
      map.markers.add(this);
      map.getDiv().append(this.element);
      this.draw();
    }
    getMap() {
      return this.map;
    }
    getPosition() {
      return toLatLng(this.options.position as LatLngLiteral);
    }
    getVisible() {
      return true;
    }
    getTitle() {
      return this.options.title;
    }
    draw() {
      this.map?.place(this.element, this.getPosition());
    }
  }

  class OverlayView extends MVCObject {
    setMap(map: FakeMap | null) {
      const self = this as unknown as { __map?: FakeMap | null; onAdd?(): void; onRemove?(): void; draw?(): void };
      if (self.__map) self.onRemove?.();
      self.__map = map;
      if (map) {
        self.onAdd?.();
        self.draw?.();
      }
    }
    getMap() {
      return (this as unknown as { __map?: FakeMap | null }).__map ?? null;
    }
    getProjection() {
      return this.getMap()?.getProjection() ?? null;
    }
    getPanes() {
      const div = this.getMap()?.getDiv();
      return { overlayLayer: div, overlayMouseTarget: div, floatPane: div, markerLayer: div, mapPane: div };
    }
  }

  // MarkerClusterer copies OverlayView's methods with for…in, as Google's own are enumerable; class methods are not.
  for (const proto of [OverlayView.prototype, MVCObject.prototype]) {
    for (const key of Object.getOwnPropertyNames(proto)) {
      if (key !== 'constructor') Object.defineProperty(proto, key, { enumerable: true });
    }
  }

  class InfoWindow extends MVCObject {
    private content: HTMLElement | null;
    private options: Record<string, unknown>;
    private frame: HTMLDivElement | null;
    constructor(options: Record<string, unknown> = {}) {
      super();
      this.options = { ...options };
      this.content = null;
      this.frame = null;
    }
    setContent(content: HTMLElement) {
      this.content = content;
    }
    setOptions(options: Record<string, unknown>) {
      Object.assign(this.options, options);
    }
    open(options: { map: FakeMap; anchor?: Marker } | FakeMap, anchor?: Marker) {
      const map = options instanceof FakeMap ? options : options.map;
      const at = options instanceof FakeMap ? anchor : options.anchor;
      this.close();
      const frame = document.createElement('div');
      frame.setAttribute('role', 'dialog');
      frame.setAttribute('aria-label', String(this.options.ariaLabel ?? ''));
      frame.style.cssText =
        'position:absolute;z-index:5;transform:translate(-50%,calc(-100% - 36px));padding:12px;background:#fff;' +
        'border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.3)';
      const close = document.createElement('button');
      close.type = 'button';
      close.textContent = '×';
      close.setAttribute('aria-label', 'Close');
      close.style.cssText = 'position:absolute;top:4px;right:4px;width:32px;height:32px;border:0;background:none;font-size:20px';
      close.addEventListener('click', () => {
        this.close();
        event.trigger(this, 'closeclick');
      });
      if (this.content) frame.append(this.content);
      frame.append(close);
      map.getDiv().append(frame);
      if (at) map.place(frame, at.getPosition());
      this.frame = frame;
    }
    close() {
      this.frame?.remove();
      this.frame = null;
    }
  }
  class AdvancedMarkerElement {}

  const core = { LatLng, LatLngBounds, Point, Size, MVCObject, event };
  const libraries: Record<string, object> = {
    core,
    maps: { Map: FakeMap, InfoWindow, OverlayView },
    marker: { Marker, AdvancedMarkerElement },
  };
  const target = window as unknown as { google?: { maps?: Record<string, unknown> }; __fakeGoogleMaps?: unknown };
  target.google = target.google ?? {};
  const maps = (target.google.maps = target.google.maps ?? {});
  Object.assign(maps, core, libraries.maps, { Marker, marker: libraries.marker, importLibrary: (name: string) => Promise.resolve(libraries[name] ?? {}) });
  target.__fakeGoogleMaps = state;
  // The js-api-loader bootstrap names its callback in the script URL (`callback=google.maps.__ib__`).
  const callback = new URL((document.currentScript as HTMLScriptElement).src).searchParams.get('callback') ?? '';
  const ready = callback.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], window);
  if (typeof ready === 'function') ready();
}

/**
 * The fake as a script. A TypeScript runner may have wrapped its functions in a `__name` helper of the
 * module (esbuild's keepNames); the page gets a do-nothing one.
 */
const fakeScript = `(() => { const __name = (fn) => fn; (${fakeGoogleMaps.toString()})(); })();`;

/** Serves the fake in place of the Maps script (and nothing for Google's static files). */
export async function serveFakeGoogleMaps(page: Page): Promise<void> {
  await page.route('https://maps.googleapis.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeScript }));
  await page.route('https://maps.gstatic.com/**', (route) => route.fulfill({ status: 204, body: '' }));
}

/** The host's own runtime config with a maps key added: the journeys' server runs without one. */
export async function withMapsKey(page: Page, key = 'e2e-fake-key'): Promise<void> {
  await page.route('**/env.json', async (route) => {
    const answer = await route.fetch();
    const env = (await answer.json()) as Record<string, unknown>;
    await route.fulfill({ response: answer, json: { ...env, mapsApiKey: key } });
  });
}

/** Moves the first fake map as a visitor dragging and zooming would; the map then settles (idle). */
export async function moveFakeMap(page: Page, center: { lat: number; lng: number }, zoom: number): Promise<void> {
  await page.evaluate(
    ([at, level]) => {
      const state = (window as unknown as { __fakeGoogleMaps: { maps: Array<{ setCenter(c: unknown): void; setZoom(z: number): void }> } }).__fakeGoogleMaps;
      const map = state.maps.at(-1);
      map?.setCenter(at);
      map?.setZoom(level);
    },
    [center, zoom] as const,
  );
}
