import { $locale, $pageHotel, analyticsEvent } from '@hotel/bus';
import { internationalPhone, telHref } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import styles from './header.module.css';

/** The brand's guest relations: a free number inside Japan, a normal one from abroad. */
export const guestRelations = { tollFree: '0120-39-3939', direct: '03-6700-3939' } as const;

/**
 * SPEC 2.8: Japan-format number in Japanese, international format otherwise; on a hotel page, that hotel's
 * own number. Clicks are tracked (SPEC 4 clickCall).
 */
export function PhoneLink({ compact = false }: { compact?: boolean }) {
  const [locale, hotel, track] = useUnit([$locale, $pageHotel, analyticsEvent]);
  const intl = useIntl();
  const domestic = hotel?.phone ?? (locale === 'ja' ? guestRelations.tollFree : guestRelations.direct);
  const shown = locale === 'ja' ? domestic : internationalPhone(domestic);
  const label = hotel
    ? intl.formatMessage({ id: 'header.callHotel' }, { name: hotel.name, phone: shown })
    : intl.formatMessage({ id: 'header.callUs' }, { phone: shown });
  return (
    <a
      className={compact ? styles.phoneCompact : styles.phone}
      href={telHref(domestic)}
      aria-label={label}
      onClick={() => track({ event: 'clickCall', phone: shown, hotelId: hotel?.id ?? null })}
    >
      <span aria-hidden="true">☎</span>
      {!compact && <span>{shown}</span>}
    </a>
  );
}
