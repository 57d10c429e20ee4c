import type { Locale } from '@hotel/contracts';
import { type LatLng, staticMapSizes, staticMapUrl } from '../lib';
import styles from './find-us.module.css';

interface StaticMapProps {
  at: LatLng;
  locale: Locale;
  apiKey: string;
  alt: string;
}

/** SPEC 7.4: the map image in the size of the screen (638x265, 387x177, 600x135), loaded when near view. */
export function StaticMap({ at, locale, apiKey, alt }: StaticMapProps) {
  const url = (size: keyof typeof staticMapSizes) => staticMapUrl({ at, locale, key: apiKey, size });
  const { desktop, tablet, phone } = staticMapSizes;
  return (
    <picture>
      <source media={desktop.media} srcSet={url('desktop')} width={desktop.width} height={desktop.height} />
      <source media={tablet.media} srcSet={url('tablet')} width={tablet.width} height={tablet.height} />
      <img className={styles.mapImage} src={url('phone')} width={phone.width} height={phone.height} alt={alt} loading="lazy" decoding="async" />
    </picture>
  );
}
