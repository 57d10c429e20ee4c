import { $booking } from '@hotel/bus';
import { guestTotals } from '@hotel/domain/search';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { FieldTrigger } from '../fields/field-trigger';
import { $openPopup } from '../popups/model';
import { RoomPickerPopup } from './room-picker-popup';
import fieldStyles from '../fields/field.module.css';

/** The rooms-and-guests field: totals of rooms and guests, opening the picker. */
export function GuestsField() {
  const intl = useIntl();
  const [booking, openPopup] = useUnit([$booking, $openPopup]);
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const open = openPopup === 'roomSelect';
  const totals = guestTotals(booking.roomList);
  return (
    <div ref={anchorRef} className={fieldStyles.field}>
      <FieldTrigger
        popup="roomSelect"
        open={open}
        label={intl.formatMessage({ id: 'search.box.guests' })}
        value={intl.formatMessage({ id: 'search.box.guests.value' }, { rooms: totals.rooms, guests: totals.guests })}
        triggerRef={triggerRef}
      />
      {open && <RoomPickerPopup anchorRef={anchorRef} triggerRef={triggerRef} />}
    </div>
  );
}
