import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $offers } from '../filter-model';
import { $childAgesMissing, $fallbackUsed, $results, $search, $searchFailure, retryClicked } from '../model';
import { $stayTooLong } from '../stay-limit-model';
import { KidsAgesPrompt } from './kids-ages-prompt';
import { StayTooLong } from './stay-too-long';
import styles from './section.module.css';
import { useStayDateFormat } from '@hotel/ui/format';

/** The stay the engine answered for; an undated search says these are its best dates. */
function StaySummary() {
  const [results, search] = useUnit([$results, $search]);
  const date = useStayDateFormat();
  if (!results || !search) return null;
  const { stay } = results;
  const values = {
    checkIn: date(stay.checkIn),
    checkOut: date(stay.checkOut),
    nights: stay.nights,
    rooms: search.roomList.length,
    adults: search.roomList.reduce((sum, room) => sum + room.adults, 0),
    children: search.roomList.reduce((sum, room) => sum + room.children.length, 0),
  };
  return (
    <p className={styles.stay}>
      <FormattedMessage id={search.isUndated ? 'hotel.rooms.stay.undated' : 'hotel.rooms.stay'} values={values} />
    </p>
  );
}

/** What the visitor must know about this search before the list: fallback, sold out, failure, missing ages. */
export function SearchNotices() {
  const [fallbackUsed, offers, failure, agesMissing, retry, tooLong] = useUnit([
    $fallbackUsed,
    $offers,
    $searchFailure,
    $childAgesMissing,
    retryClicked,
    $stayTooLong,
  ]);
  const allSoldOut = offers.length > 0 && offers.every((offer) => !offer.rate.available);
  return (
    <>
      <StaySummary />
      {agesMissing && <KidsAgesPrompt />}
      {fallbackUsed && offers.length > 0 && (
        <p className={styles.notice} role="status">
          <FormattedMessage id="hotel.rooms.fallback" />
        </p>
      )}
      {allSoldOut && (
        <p className={styles.notice} role="status">
          <FormattedMessage id="hotel.rooms.soldOutDates" />
        </p>
      )}
      {tooLong && <StayTooLong />}
      {failure && !tooLong && (
        <div className={styles.alert} role="alert">
          <p>
            <FormattedMessage id="hotel.rooms.failure" values={{ reason: failure.title }} />
          </p>
          <Button variant="secondary" onClick={() => retry()}>
            <FormattedMessage id="hotel.rooms.retry" />
          </Button>
        </div>
      )}
    </>
  );
}
