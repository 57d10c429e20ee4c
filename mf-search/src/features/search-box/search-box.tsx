import type { SearchBoxProps } from '@hotel/contracts';
import { $booking } from '@hotel/bus';
import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DatesField } from './calendar/dates-field';
import { HotelField } from './location/hotel-field';
import { LocationField } from './location/location-field';
import { $locationError, searchSubmitted } from './model';
import { NightsField } from './nights/nights-field';
import { PromoField } from './promo/promo-field';
import { GuestsField } from './room-picker/guests-field';
import { useBoxMount } from './use-box-mount';
import styles from './search-box.module.css';

/**
 * The booking search box (SPEC 2.3): location, dates, nights of an undated search, rooms and guests, promo
 * code and Search. Home and the list navigate to the results; the hotel page re-runs its own search.
 */
export function SearchBox({ placement }: SearchBoxProps) {
  const intl = useIntl();
  useBoxMount(placement);
  const [booking, locationError] = useUnit([$booking, $locationError]);
  const submitted = useUnit(searchSubmitted);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };
  return (
    <form
      className={styles.box}
      data-placement={placement}
      role="search"
      aria-label={intl.formatMessage({ id: 'search.box.label' })}
      noValidate
      onSubmit={submit}
    >
      <div className={styles.location}>{placement === 'hotelDetail' ? <HotelField /> : <LocationField error={locationError} />}</div>
      <div className={styles.dates}>
        <DatesField />
      </div>
      {booking.isUndated && (
        <div className={styles.nights}>
          <NightsField />
        </div>
      )}
      <div className={styles.guests}>
        <GuestsField />
      </div>
      <div className={styles.promo}>
        <PromoField />
      </div>
      <Button type="submit" className={styles.submit}>
        {intl.formatMessage({ id: placement === 'hotelDetail' ? 'search.box.update' : 'search.box.submit' })}
      </Button>
    </form>
  );
}
