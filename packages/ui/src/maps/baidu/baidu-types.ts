// The few parts of the Baidu Maps JavaScript API v3.0 (`BMap`) this provider uses.

export interface BPoint {
  lng: number;
  lat: number;
}

export interface BBounds {
  getSouthWest(): BPoint;
  getNorthEast(): BPoint;
}

export interface BOverlay {
  addEventListener(event: string, handler: () => void): void;
}

export interface BMarker extends BOverlay {
  setLabel(label: BLabel): void;
  getPosition(): BPoint;
}

export interface BLabel {
  setStyle(style: Record<string, string>): void;
}

export interface BInfoWindow extends BOverlay {
  setContent(content: HTMLElement): void;
  setTitle(title: string): void;
}

export interface BMapInstance {
  centerAndZoom(center: BPoint, zoom: number): void;
  enableScrollWheelZoom(enable?: boolean): void;
  addControl(control: unknown): void;
  setMinZoom(zoom: number): void;
  setMaxZoom(zoom: number): void;
  getZoom(): number;
  setZoom(zoom: number): void;
  setCenter(center: BPoint): void;
  getBounds(): BBounds;
  setViewport(points: BPoint[], options?: { margins?: number[] }): void;
  addOverlay(overlay: BOverlay): void;
  removeOverlay(overlay: BOverlay): void;
  openInfoWindow(window: BInfoWindow, point: BPoint): void;
  closeInfoWindow(): void;
  addEventListener(event: string, handler: () => void): void;
  removeEventListener(event: string, handler: () => void): void;
}

export interface BMapNamespace {
  Map: new (container: HTMLElement, options?: Record<string, unknown>) => BMapInstance;
  Point: new (lng: number, lat: number) => BPoint;
  Size: new (width: number, height: number) => unknown;
  Marker: new (point: BPoint, options?: Record<string, unknown>) => BMarker;
  Label: new (text: string, options?: Record<string, unknown>) => BLabel;
  InfoWindow: new (content: HTMLElement | string, options?: Record<string, unknown>) => BInfoWindow;
  NavigationControl: new () => unknown;
}
