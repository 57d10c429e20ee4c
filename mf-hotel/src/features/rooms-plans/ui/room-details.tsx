import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './cards.module.css';

interface RoomDetailsProps {
  description: string;
  /** Amenity names, shown with the full description. */
  amenities?: string[];
}

/** A description clamped to two lines, expanded (with the amenities) on request. */
export function RoomDetails({ description, amenities = [] }: RoomDetailsProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  if (!description && amenities.length === 0) return null;
  return (
    <div id={detailsId}>
      <p className={open ? styles.description : `${styles.description} ${styles.clamped}`}>{description}</p>
      {open && amenities.length > 0 && (
        <ul className={styles.amenities}>
          {amenities.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
      <button type="button" className={styles.more} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
        <FormattedMessage id={open ? 'hotel.rooms.less' : amenities.length > 0 ? 'hotel.rooms.moreWithAmenities' : 'hotel.rooms.more'} />
      </button>
    </div>
  );
}
