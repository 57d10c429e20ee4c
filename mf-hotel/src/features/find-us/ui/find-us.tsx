import type { HotelDetailContent } from '@hotel/contracts';
import { $env, $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { mapsSiteUrl } from '../lib';
import styles from './find-us.module.css';
import { HotelMap } from './hotel-map';
import { MapUnavailable } from './map-unavailable';
import { StaticMap } from './static-map';

/**
 * SPEC 2.5 find-us (`#map`): the static map image first (no script) and an interactive map on request; without a
 * maps key there is no image, and the request draws the site's own map in the same box. The full-screen map
 * opens in a new window (SPEC 2.1).
 */
export function FindUs({ hotel }: { hotel: HotelDetailContent }) {
  const intl = useIntl();
  const [env, locale] = useUnit([$env, $locale]);
  const [interactive, setInteractive] = useState(false);
  const at = useMemo(() => ({ lat: hotel.latitude, lng: hotel.longitude }), [hotel.latitude, hotel.longitude]);
  const mapsSite = mapsSiteUrl({ at, locale, name: hotel.name });
  const unavailable = <MapUnavailable mapsSite={mapsSite} />;
  const apiKey = env?.mapsApiKey ?? null;
  const builtIn = !apiKey;
  return (
    <section className={styles.findUs} id="map" aria-labelledby="map-heading">
      <h2 className={styles.heading} id="map-heading" tabIndex={-1}>
        <FormattedMessage id="hotel.detail.map.title" />
      </h2>
      <div className={styles.layout}>
        <div className={`${styles.mapBox} ${builtIn ? styles.liveBox : ''}`}>
          {interactive ? (
            <HotelMap at={at} name={hotel.name} locale={locale} env={env} className={styles.interactive} fallback={unavailable} />
          ) : apiKey ? (
            <StaticMap at={at} locale={locale} apiKey={apiKey} alt={intl.formatMessage({ id: 'hotel.detail.map.image' }, { name: hotel.name })} />
          ) : (
            <button type="button" className={styles.openMap} onClick={() => setInteractive(true)}>
              <FormattedMessage id="hotel.detail.map.interactive" />
            </button>
          )}
        </div>
        <div>
          <address className={styles.address}>{hotel.address.full_address}</address>
          <div className={styles.actions}>
            <a className={styles.action} href={localizedPath(`/full-map/${hotel.hotelID}`, locale)} target="_blank" rel="noopener">
              <FormattedMessage id="hotel.detail.map.fullScreen" />
            </a>
            {apiKey && !interactive && (
              <button type="button" className={styles.action} onClick={() => setInteractive(true)}>
                <FormattedMessage id="hotel.detail.map.interactive" />
              </button>
            )}
            <a className={styles.textLink} href={mapsSite} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="hotel.detail.map.openSite" />
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
