// The few parts of the Google Maps JavaScript API this provider uses (the project carries no @types/google.maps).

export interface GLatLng {
  lat(): number;
  lng(): number;
}

export interface GLatLngBounds {
  extend(point: GLatLng | { lat: number; lng: number }): GLatLngBounds;
  getNorthEast(): GLatLng;
  getSouthWest(): GLatLng;
}

export interface GListener {
  remove(): void;
}

export interface GMap {
  getBounds(): GLatLngBounds | null | undefined;
  getZoom(): number | undefined;
  setZoom(zoom: number): void;
  setCenter(center: { lat: number; lng: number }): void;
  panTo(center: { lat: number; lng: number }): void;
  fitBounds(bounds: GLatLngBounds, padding?: number): void;
  setOptions(options: Record<string, unknown>): void;
  addListener(event: string, handler: () => void): GListener;
}

export interface GMarker {
  setMap(map: GMap | null): void;
  addListener(event: string, handler: () => void): GListener;
}

export interface GInfoWindow {
  setContent(content: HTMLElement): void;
  setOptions(options: Record<string, unknown>): void;
  open(options: { map: GMap; anchor?: GMarker }): void;
  close(): void;
  addListener(event: string, handler: () => void): GListener;
}

export interface GoogleLibraries {
  core: {
    LatLngBounds: new () => GLatLngBounds;
    Point: new (x: number, y: number) => unknown;
    Size: new (width: number, height: number) => unknown;
    event: { clearInstanceListeners(instance: object): void };
  };
  maps: {
    Map: new (element: HTMLElement, options: Record<string, unknown>) => GMap;
    InfoWindow: new (options?: Record<string, unknown>) => GInfoWindow;
  };
  marker: {
    Marker: new (options: Record<string, unknown>) => GMarker;
  };
}
