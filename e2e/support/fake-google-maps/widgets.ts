import type { FakeGeometry, LatLngLiteral } from './geometry';

/**
 * The fake's drawn parts: Map (bounds, zoom, fitBounds, idle, Zoom in / Zoom out buttons), the legacy Marker
 * as a button named by its title, OverlayView, and InfoWindow as a dialog. Runs in the page (see geometry).
 */
export function fakeWidgets({ event, MVCObject, LatLng, LatLngBounds, Point, toLatLng, worldPoint, fromWorld }: FakeGeometry) {
  type LatLng = InstanceType<typeof LatLng>;
  type LatLngBounds = InstanceType<typeof LatLngBounds>;
  type Point = InstanceType<typeof Point>;
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

  return { state, FakeMap, Marker, OverlayView, InfoWindow, AdvancedMarkerElement };
}

export type FakeWidgets = ReturnType<typeof fakeWidgets>;
