import type { RoomRate } from '@hotel/contracts';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { priceView } from '../lib/offers';
import { $results, $search } from '../model';
import { $isMember, loginRequested } from '../selection-model';
import styles from './offer.module.css';
import section from './section.module.css';
import { usePriceFormat } from '@hotel/ui/format';

/** SPEC 6: visitors see the public price (and what members pay); members see theirs against the public one. */
export function PriceBlock({ rate }: { rate: RoomRate }) {
  const [isMember, results, search, requestLogin] = useUnit([$isMember, $results, $search, loginRequested]);
  const format = usePriceFormat();
  const view = priceView(rate, isMember);
  return (
    <div className={styles.price}>
      {view.was !== null && (
        <s className={styles.was}>
          <span className={section.hidden}>
            <FormattedMessage id="hotel.rooms.price.was" />
          </span>
          {format(view.was)}
        </s>
      )}
      <p className={styles.amount}>{format(view.price)}</p>
      <p className={styles.caption}>
        <FormattedMessage id="hotel.rooms.price.caption" values={{ rooms: search?.roomList.length ?? 1, nights: results?.stay.nights ?? 1 }} />
      </p>
      {view.promotion && <p className={styles.promo}>{view.promotion}</p>}
      {view.memberPrice !== null && (
        <p className={styles.memberHint}>
          <FormattedMessage id="hotel.rooms.price.memberHint" values={{ price: format(view.memberPrice) }} />
          <button type="button" onClick={() => requestLogin()}>
            <FormattedMessage id="hotel.rooms.price.logIn" />
          </button>
        </p>
      )}
    </div>
  );
}
