import { useIntl } from 'react-intl';
import cards from './cards.module.css';
import styles from './section.module.css';

/** Placeholders shaped like the cards they stand for, so nothing moves when rooms arrive. */
export function SkeletonCards() {
  const intl = useIntl();
  return (
    <ul className={styles.list} role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'hotel.rooms.loading' })}>
      {[0, 1, 2].map((card) => (
        <li key={card} className={cards.card} aria-hidden="true">
          <div className={cards.head}>
            <div className={cards.placeholderPicture} />
            <div>
              <div className={cards.skeletonLine} />
              <div className={cards.skeletonLine} />
              <div className={cards.skeletonLine} />
            </div>
          </div>
          <div className={cards.skeletonOffer} />
          <div className={cards.skeletonOffer} />
        </li>
      ))}
    </ul>
  );
}
