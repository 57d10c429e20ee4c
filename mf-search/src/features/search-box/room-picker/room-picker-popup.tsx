import type { RoomEntry } from '@hotel/contracts';
import { canAddRoom, canDeleteRoom, guestTotals, searchLimits } from '@hotel/domain/search';
import { useUnit } from 'effector-react';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { $kidsTiers, $tiersSupported } from '../context/model';
import { popupDismissed } from '../popups/model';
import { PopupPanel } from '../popups/popup-panel';
import { ChildFields } from './child-fields';
import { $draftRooms, $pickerError, adultsSet, childrenSet, pickerApplied, roomAdded, roomDeleted } from './model';
import { Stepper } from './stepper';
import styles from './room-picker.module.css';

function RoomHeader({ room, number, deletable }: { room: RoomEntry; number: number; deletable: boolean }) {
  const intl = useIntl();
  const deleteRoom = useUnit(roomDeleted);
  return (
    <div className={styles.roomHeader}>
      <h3 className={styles.roomTitle}>{intl.formatMessage({ id: 'search.box.rooms.room' }, { number })}</h3>
      {deletable && (
        <button type="button" className={styles.linkButton} onClick={() => deleteRoom(room.id)}>
          {intl.formatMessage({ id: 'search.box.rooms.delete' }, { number })}
        </button>
      )}
    </div>
  );
}

/** Room 1 carries the controls; SPEC 2.3: its counts, ages and beds apply to every room. */
function FirstRoom({ room, deletable }: { room: RoomEntry; deletable: boolean }) {
  const intl = useIntl();
  const [supported, kidsTiers] = useUnit([$tiersSupported, $kidsTiers]);
  const on = useUnit({ adultsSet, childrenSet });
  const names = (id: string) => intl.formatMessage({ id }, { number: 1 });
  return (
    <section className={styles.room}>
      <RoomHeader room={room} number={1} deletable={deletable} />
      <Stepper
        label={intl.formatMessage({ id: 'search.box.rooms.adults' })}
        value={room.adults}
        min={searchLimits.minAdults}
        max={searchLimits.maxAdults}
        decreaseLabel={names('search.box.rooms.removeAdult')}
        increaseLabel={names('search.box.rooms.addAdult')}
        onChange={on.adultsSet}
      />
      <Stepper
        label={intl.formatMessage({ id: 'search.box.rooms.children' })}
        value={room.children.length}
        min={searchLimits.minChildren}
        max={searchLimits.maxChildren}
        decreaseLabel={names('search.box.rooms.removeChild')}
        increaseLabel={names('search.box.rooms.addChild')}
        onChange={on.childrenSet}
      />
      {room.children.map((child, index) => (
        <ChildFields key={index} child={child} index={index} tiers={supported ? kidsTiers : null} />
      ))}
    </section>
  );
}

function OtherRoom({ room, number }: { room: RoomEntry; number: number }) {
  const intl = useIntl();
  return (
    <section className={styles.room}>
      <RoomHeader room={room} number={number} deletable />
      <p className={styles.sameAs}>
        {intl.formatMessage({ id: 'search.box.rooms.sameAsFirst' }, { adults: room.adults, children: room.children.length })}
      </p>
    </section>
  );
}

interface RoomPickerPopupProps {
  anchorRef: RefObject<HTMLElement | null>;
  triggerRef: RefObject<HTMLElement | null>;
}

/** SPEC 2.3, 5: rooms and guests; Apply writes them to the search, Close leaves it as it was. */
export function RoomPickerPopup({ anchorRef, triggerRef }: RoomPickerPopupProps) {
  const intl = useIntl();
  const [rooms, error] = useUnit([$draftRooms, $pickerError]);
  const on = useUnit({ roomAdded, pickerApplied, popupDismissed });
  const totals = guestTotals(rooms);
  const deletable = canDeleteRoom(rooms);
  return (
    <PopupPanel title={intl.formatMessage({ id: 'search.box.rooms.title' })} anchorRef={anchorRef} triggerRef={triggerRef} align="end">
      <div className={styles.rooms}>
        {rooms.map((room, index) =>
          index === 0 ? <FirstRoom key={room.id} room={room} deletable={deletable} /> : <OtherRoom key={room.id} room={room} number={index + 1} />,
        )}
      </div>
      <button type="button" className={styles.addRoom} disabled={!canAddRoom(rooms)} onClick={() => on.roomAdded()}>
        {intl.formatMessage({ id: 'search.box.rooms.add' })}
      </button>
      {!canAddRoom(rooms) && (
        <p className={styles.note}>{intl.formatMessage({ id: 'search.box.rooms.maxRooms' }, { max: searchLimits.maxRooms })}</p>
      )}
      <p className={styles.totals} aria-live="polite">
        {intl.formatMessage({ id: 'search.box.guests.value' }, { rooms: totals.rooms, guests: totals.guests })}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage({ id: error === 'childAgeMissing' ? 'search.box.rooms.childAgeMissing' : 'search.box.rooms.childTierMissing' })}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => on.popupDismissed()}>
          {intl.formatMessage({ id: 'search.box.rooms.close' })}
        </button>
        <button type="button" className={styles.primary} onClick={() => on.pickerApplied()}>
          {intl.formatMessage({ id: 'search.box.rooms.apply' })}
        </button>
      </div>
    </PopupPanel>
  );
}
