import type { HotelDetailContent } from '@hotel/contracts';
import { $locale, analyticsEvent } from '@hotel/bus';
import { internationalPhone, telHref } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import styles from './overview.module.css';

/** The hotel's call (tel) and contact (mailto) links; both clicks are tracked (SPEC 2.5, 4 analytics). */
export function ContactLinks({ hotel }: { hotel: HotelDetailContent }) {
  const intl = useIntl();
  const [locale, track] = useUnit([$locale, analyticsEvent]);
  const phone = locale === 'ja' ? hotel.phone : internationalPhone(hotel.phone);
  const emails = hotel.email
    .split(',')
    .map((email) => email.trim())
    .filter(Boolean);
  return (
    <ul className={styles.contact}>
      {hotel.phone && (
        <li>
          <a
            className={styles.contactLink}
            href={telHref(hotel.phone)}
            aria-label={intl.formatMessage({ id: 'hotel.detail.overview.callLabel' }, { name: hotel.name, phone })}
            onClick={() => track({ event: 'clickCall', hotelId: hotel.hotelID, phone })}
          >
            <span aria-hidden="true">☎</span>
            {phone}
          </a>
        </li>
      )}
      {emails.map((email) => (
        <li key={email}>
          <a
            className={styles.contactLink}
            href={`mailto:${email}`}
            aria-label={intl.formatMessage({ id: 'hotel.detail.overview.mailLabel' }, { name: hotel.name, email })}
            onClick={() => track({ event: 'clickMail', hotelId: hotel.hotelID })}
          >
            <span aria-hidden="true">✉</span>
            {email}
          </a>
        </li>
      ))}
    </ul>
  );
}
