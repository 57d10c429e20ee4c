import { $currency, $env, $locale } from '@hotel/bus';
import { formatPrice } from '@hotel/domain';
import { Button } from '@hotel/ui';
import { mapSetupFor, type MapOptions, useMap } from '@hotel/ui/maps';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { $result } from '../../model/list';
import { $fullMap, mapSettled } from '../../model/view';
import { useHotelHref } from '../use-hotel-href';
import styles from './hotel-map.module.css';
import { MapInfoCard } from './map-info-card';
import { useInfoWindow } from './use-info-window';
import { useMapMarkers } from './use-map-markers';

/** Japan's middle, until the markers are fitted. */
const japan = { lat: 36.2, lng: 138.25 };

/** SPEC 2.4 map view: markers (clustered below zoom 10), refit on change, info window, bounds on idle. */
export default function HotelMap() {
  const intl = useIntl();
  const { hotels, fullMap, locale, env, currency } = useUnit({ hotels: $result, fullMap: $fullMap, locale: $locale, env: $env, currency: $currency });
  const settled = useUnit(mapSettled);
  const hrefOf = useHotelHref();
  const setup = useMemo(() => mapSetupFor(locale, env), [locale, env]);
  // SPEC 9 zoom values: initial 10, between 2 and 15 (18 once the map has settled), clusters below 10.
  const options = useMemo<MapOptions>(
    () => ({
      center: japan,
      zoom: 10,
      minZoom: 2,
      maxZoom: 15,
      maxZoomAfterIdle: 18,
      clusterBelowZoom: 10,
      clusterTitle: (count) => intl.formatMessage({ id: 'search.list.map.cluster' }, { count }),
      language: locale,
    }),
    [intl, locale],
  );
  const { containerRef, status, map, retry } = useMap(setup, options);
  const usdPerYen = env?.usdPerYen ?? 0;
  const priceLabel = useCallback((yen: number) => formatPrice(yen, currency, usdPerYen, locale), [currency, usdPerYen, locale]);
  useMapMarkers(map, hotels, priceLabel);
  const { selected, element } = useInfoWindow(map, hotels);
  useEffect(() => map?.onIdle(settled), [map, settled]);

  return (
    <div className={`${styles.area} ${fullMap ? styles.full : ''}`}>
      <div ref={containerRef} className={styles.canvas} role="region" aria-label={intl.formatMessage({ id: 'search.list.map.label' })} />
      {status === 'loading' && (
        <p className={styles.overlayText} role="status">
          <FormattedMessage id="search.list.map.loading" />
        </p>
      )}
      {status === 'failed' && (
        <div className={styles.overlayText} role="alert">
          <p>
            <FormattedMessage id="search.list.map.failed" />
          </p>
          <Button onClick={retry}>
            <FormattedMessage id="search.list.retry" />
          </Button>
        </div>
      )}
      {selected &&
        createPortal(<MapInfoCard hotel={selected} href={hrefOf(selected.hotelID)} locale={locale} currency={currency} usdPerYen={usdPerYen} />, element)}
    </div>
  );
}
