import type { Locale } from '@hotel/contracts';

export interface LatLng {
  lat: number;
  lng: number;
}

/** SPEC 7.4 static map sizes, per screen: large, tablet (768 px up) and phone. */
export const staticMapSizes = {
  desktop: { width: 638, height: 265, media: '(min-width: 1200px)' },
  tablet: { width: 387, height: 177, media: '(min-width: 768px)' },
  phone: { width: 600, height: 135, media: null },
} as const;

export type StaticMapSize = keyof typeof staticMapSizes;

const mapLanguage: Record<Locale, string> = { ja: 'ja', en: 'en', ko: 'ko', 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW' };

/** A Google Static Maps image of the hotel: its pin in the brand colour, labels in the page language. */
export function staticMapUrl({ at, locale, key, size }: { at: LatLng; locale: Locale; key: string; size: StaticMapSize }): string {
  const { width, height } = staticMapSizes[size];
  const point = `${at.lat},${at.lng}`;
  const params = new URLSearchParams({
    center: point,
    zoom: '15',
    size: `${width}x${height}`,
    scale: '2',
    markers: `color:0x8a1c2b|${point}`,
    language: mapLanguage[locale],
    key,
  });
  return `https://maps.googleapis.com/maps/api/staticmap?${params.toString()}`;
}

/**
 * A maps site showing the hotel by its coordinates, for when no map can be drawn here. Chinese (simplified)
 * visitors get the Chinese-region service (SPEC 2.1), everyone else Google Maps.
 */
export function mapsSiteUrl({ at, locale, name }: { at: LatLng; locale: Locale; name: string }): string {
  if (locale === 'zh-CN') {
    const params = new URLSearchParams({
      location: `${at.lat},${at.lng}`,
      title: name,
      content: name,
      output: 'html',
      coord_type: 'wgs84',
      src: 'hotel-sakura.web',
    });
    return `https://api.map.baidu.com/marker?${params.toString()}`;
  }
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: `${at.lat},${at.lng}` }).toString()}`;
}
