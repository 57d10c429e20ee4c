import { FormattedMessage } from 'react-intl';
import styles from './find-us.module.css';

/** No map key for this language's map service: say so plainly and offer a maps site instead. */
export function MapUnavailable({ mapsSite, address }: { mapsSite: string; address?: string }) {
  return (
    <div className={styles.unavailable} role="note">
      <p>
        <FormattedMessage id="hotel.detail.map.unavailable" />
      </p>
      {address && <span>{address}</span>}
      <a className={styles.textLink} href={mapsSite} target="_blank" rel="noopener noreferrer">
        <FormattedMessage id="hotel.detail.map.openSite" />
      </a>
    </div>
  );
}
