import { searchLimits } from '@hotel/domain/search';
import { Button } from '@hotel/ui';
import { useStayDateFormat } from '@hotel/ui/format';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $search } from '../model';
import { longestStayChosen } from '../stay-limit-model';
import styles from './section.module.css';

/** Issue 13: the stay is longer than the engine prices; the way on is the longest stay from the same day. */
export function StayTooLong() {
  const [search, choose] = useUnit([$search, longestStayChosen]);
  const date = useStayDateFormat();
  if (!search) return null;
  const values = { max: searchLimits.maxStayNights, checkIn: date(search.checkIn) };
  return (
    <div className={styles.alert} role="alert">
      <p>
        <FormattedMessage id="hotel.rooms.stayTooLong" values={values} />
      </p>
      <Button variant="secondary" onClick={() => choose()}>
        <FormattedMessage id="hotel.rooms.stayTooLong.shorten" values={values} />
      </Button>
    </div>
  );
}
