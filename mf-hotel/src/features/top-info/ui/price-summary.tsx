import { $currency, $env, $locale } from '@hotel/bus';
import { formatPrice } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { isFewRoomsLeft, nightlyPrice } from '../lib';
import { $price, $priceLoading, $priceSearch } from '../model';
import styles from './top-info.module.css';

/** "from ¥… ~" per night for the search, and the fewer-than-10 warning (SPEC 2.5, 9). */
export function PriceSummary() {
  const [price, loading, search, currency, env, locale] = useUnit([$price, $priceLoading, $priceSearch, $currency, $env, $locale]);
  if (loading || !search) {
    return (
      <div className={styles.price} aria-hidden="true">
        <span className={styles.priceBar} />
      </div>
    );
  }
  if (!price) return <div className={styles.price} />;
  if (price.lowest_price === null) {
    return (
      <div className={styles.price}>
        <p className={styles.noRooms}>
          <FormattedMessage id="hotel.detail.price.none" />
        </p>
      </div>
    );
  }
  const few = isFewRoomsLeft(price.rooms_left);
  const shown = formatPrice(nightlyPrice(price.lowest_price, search), currency, env?.usdPerYen ?? 0, locale);
  return (
    <div className={`${styles.price} ${few ? styles.withWarning : ''}`}>
      <div className={styles.priceMain}>
        <span className={styles.priceLabel}>
          <FormattedMessage id="hotel.detail.price.label" />
        </span>{' '}
        <span className={styles.priceValue}>
          <FormattedMessage id="hotel.detail.price.from" values={{ price: shown }} />
        </span>{' '}
        <span className={styles.priceNote}>
          <FormattedMessage id="hotel.detail.price.note" />
        </span>
      </div>
      {few && (
        <p className={styles.roomsLeft}>
          <FormattedMessage id="hotel.detail.roomsLeft" values={{ count: price.rooms_left }} />
        </p>
      )}
    </div>
  );
}
