import { $env, $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '@hotel/ui/router';
import { HotelNotFound } from '../../../entities/hotel';
import { HotelMap, MapUnavailable, mapsSiteUrl } from '../../find-us';
import { applyPageMeta } from '../../page-meta';
import { $mapHotel, $mapStatus, fullMapClosed, fullMapOpened } from '../model';
import styles from './full-map.module.css';

/**
 * SPEC 2.1 `/full-map/{hotelId}`: the hotel on a map filling the window (the site's own map without a key), its
 * name, address and a link to a maps app, a close button.
 */
export function FullMap({ hotelId }: { hotelId: string | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [hotel, status, env, locale, open, close] = useUnit([$mapHotel, $mapStatus, $env, $locale, fullMapOpened, fullMapClosed]);
  useEffect(() => {
    open({ hotelId });
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      close();
    };
  }, [hotelId, open, close]);
  const title = hotel ? intl.formatMessage({ id: 'hotel.fullMap.title' }, { name: hotel.name }) : null;
  const windowTitle = title ? intl.formatMessage({ id: 'hotel.detail.documentTitle' }, { name: title }) : null;
  useEffect(
    () => (windowTitle && hotel ? applyPageMeta(document, { title: windowTitle, description: hotel.address.full_address, image: null }) : undefined),
    [windowTitle, hotel],
  );
  const at = useMemo(() => (hotel ? { lat: hotel.latitude, lng: hotel.longitude } : null), [hotel]);

  if (status === 'notFound') return <HotelNotFound pageId="full-map-page" />;
  // The window was opened for the map: closing it returns to the hotel page that opened it; a window the
  // browser will not let us close (opened by hand) goes to the hotel page instead.
  const closeMap = () => {
    window.close();
    if (!window.closed) navigate(localizedPath(`/hotel/${hotelId ?? ''}`, locale));
  };
  return (
    <main className={styles.fullMap} data-page="full-map-page" aria-busy={!hotel}>
      <div className={styles.map}>
        {hotel && at && (
          <HotelMap
            at={at}
            name={hotel.name}
            locale={locale}
            env={env}
            zoom={16}
            className={styles.map}
            fallback={
              <div className={styles.fallback}>
                <div className={styles.fallbackCard}>
                  <MapUnavailable mapsSite={mapsSiteUrl({ at, locale, name: hotel.name })} />
                </div>
              </div>
            }
          />
        )}
      </div>
      {hotel ? (
        <div className={styles.overlay}>
          <h1 className={styles.name}>{title}</h1>
          <address className={styles.address}>{hotel.address.full_address}</address>
          {at && (
            <a className={styles.mapsSite} href={mapsSiteUrl({ at, locale, name: hotel.name })} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="hotel.detail.map.openSite" />
            </a>
          )}
        </div>
      ) : (
        <p className={styles.overlay} role="status">
          <FormattedMessage id="hotel.fullMap.loading" />
        </p>
      )}
      <button type="button" className={styles.close} onClick={closeMap} aria-label={intl.formatMessage({ id: 'hotel.fullMap.close' })}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </main>
  );
}
