/**
 * The fake's events and geometry: \`event\`, MVCObject, LatLng, LatLngBounds, Point, Size and Web Mercator
 * on 256-pixel tiles. It runs in the page (serialised with \`toString\`), so it closes over nothing.
 */
export function fakeGeometry() {
  type Listener = (...args: unknown[]) => void;
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

  return { event, MVCObject, LatLng, LatLngBounds, Point, Size, toLatLng, worldPoint, fromWorld };
}

export type FakeGeometry = ReturnType<typeof fakeGeometry>;
export type LatLngLiteral = { lat: number; lng: number };
