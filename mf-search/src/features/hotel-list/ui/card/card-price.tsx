import type { Currency, Locale } from '@hotel/contracts';
import { formatPrice, pointsFor } from '@hotel/domain';
import { FormattedMessage } from 'react-intl';
import styles from './hotel-card.module.css';

export type PricesState = 'loading' | 'ready' | 'fail';

interface CardPriceProps {
  price: number | null;
  state: PricesState;
  currency: Currency;
  usdPerYen: number;
  locale: Locale;
}

/** "from ¥12,300~" with the points it earns; while loading a placeholder; without a price the out-of-rooms notice. */
export function CardPrice({ price, state, currency, usdPerYen, locale }: CardPriceProps) {
  if (price !== null) {
    return (
      <div className={styles.price}>
        <p className={styles.amount}>
          <FormattedMessage
            id="search.list.card.priceFrom"
            values={{ price: formatPrice(price, currency, usdPerYen, locale), strong: (text) => <strong>{text}</strong> }}
          />
        </p>
        <p className={styles.points}>
          <FormattedMessage id="search.list.card.points" values={{ points: pointsFor(price) }} />
        </p>
      </div>
    );
  }
  if (state === 'loading') {
    return (
      <div className={styles.price}>
        <span className={styles.pricePlaceholder} />
        <span className={styles.visuallyHidden}>
          <FormattedMessage id="search.list.card.priceLoading" />
        </span>
      </div>
    );
  }
  return (
    <div className={`${styles.price} ${styles.priceNotice}`}>
      <p className={state === 'fail' ? styles.unavailable : styles.soldOut}>
        <FormattedMessage id={state === 'fail' ? 'search.list.card.priceUnavailable' : 'search.list.card.soldOut'} />
      </p>
    </div>
  );
}
