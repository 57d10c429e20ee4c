import type { HotelDetailContent } from '@hotel/contracts';
import { FormattedMessage } from 'react-intl';
import { amenityGlyph, Icon } from './icons';
import styles from './overview.module.css';

/** The amenities the hotel has, each with its picture. */
export function Amenities({ amenities }: { amenities: HotelDetailContent['amenities'] }) {
  const active = amenities.filter((amenity) => amenity.is_active);
  if (active.length === 0) return null;
  return (
    <>
      <h3 className={styles.subheading}>
        <FormattedMessage id="hotel.detail.amenities.title" />
      </h3>
      <ul className={styles.iconList}>
        {active.map((amenity) => (
          <li key={amenity.id}>
            <Icon glyph={amenityGlyph(amenity.id)} />
            {amenity.name}
          </li>
        ))}
      </ul>
    </>
  );
}
