import { contentImageUrl } from '@hotel/ui';
import { useIntl } from 'react-intl';
import styles from './cards.module.css';

/** Room or plan pictures as a swipeable strip; lazy, with their 940×580 shape reserved (no layout shift). */
export function Pictures({ urls, name }: { urls: string[]; name: string }) {
  const intl = useIntl();
  if (urls.length === 0) return <div className={styles.placeholderPicture} aria-hidden="true" />;
  return (
    // A strip of several pictures scrolls sideways, so it takes keyboard focus too.
    <ul className={styles.pictures} aria-label={intl.formatMessage({ id: 'hotel.rooms.photos' }, { name })} tabIndex={urls.length > 1 ? 0 : undefined}>
      {urls.map((url, index) => (
        <li key={url}>
          <img
            src={contentImageUrl(url)}
            alt={intl.formatMessage({ id: 'hotel.rooms.photo' }, { name, index: index + 1, count: urls.length })}
            width={940}
            height={580}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
