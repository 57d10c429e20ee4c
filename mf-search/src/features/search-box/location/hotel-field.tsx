import { $booking } from '@hotel/bus';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import fieldStyles from '../fields/field.module.css';

/**
 * On a hotel page the box searches that hotel's rooms: its name is shown, not edited. Another destination
 * is a new search from home or the list, and would leave the page the visitor is reading.
 */
export function HotelField() {
  const intl = useIntl();
  const booking = useUnit($booking);
  return (
    <div className={fieldStyles.field}>
      <p className={fieldStyles.static}>
        <span className={fieldStyles.label}>{intl.formatMessage({ id: 'search.box.hotel' })}</span>
        <span className={fieldStyles.value}>{booking.location || intl.formatMessage({ id: 'search.box.hotelLoading' })}</span>
      </p>
    </div>
  );
}
