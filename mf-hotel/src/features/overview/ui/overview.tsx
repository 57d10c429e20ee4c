import type { HotelDetailContent } from '@hotel/contracts';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $overviewHtml } from '../model';
import { Amenities } from './amenities';
import { ContactLinks } from './contact-links';
import styles from './overview.module.css';
import { RoomDetails } from './room-details';
import { Transportations } from './transportations';

/** SPEC 2.5 overview (`#hotel`): the sanitized text, check-in and check-out, contact, amenities, access. */
export function Overview({ hotel }: { hotel: HotelDetailContent }) {
  const html = useUnit($overviewHtml);
  return (
    <section className={styles.overview} id="hotel" aria-labelledby="hotel-heading">
      <div>
        <h2 className={styles.heading} id="hotel-heading" tabIndex={-1}>
          <FormattedMessage id="hotel.detail.overview.title" />
        </h2>
        {html === null ? (
          <div className={styles.textPlaceholder} aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        ) : (
          // Sanitized with a tight allowlist (./sanitize.ts) before it gets here.
          <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
        )}
        <dl className={styles.facts}>
          <div>
            <dt>
              <FormattedMessage id="hotel.detail.overview.checkin" />
            </dt>
            <dd>{hotel.checkin}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="hotel.detail.overview.checkout" />
            </dt>
            <dd>{hotel.checkout}</dd>
          </div>
        </dl>
        <ContactLinks hotel={hotel} />
        <Amenities amenities={hotel.amenities} />
        <Transportations transportations={hotel.transportations} />
      </div>
      <RoomDetails hotel={hotel} />
    </section>
  );
}
