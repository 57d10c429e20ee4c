import type { RoomEntry } from '@hotel/contracts';
import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $search, childAgesChosen } from '../model';
import styles from './section.module.css';

const ages = Array.from({ length: 13 }, (_, age) => age);

/**
 * SPEC 4, 5: a hotel with kids tiers prices children by age, so a search with an unchosen age waits for it.
 * The ages are asked for here, beside the rooms they unlock.
 */
export function KidsAgesPrompt() {
  const intl = useIntl();
  const titleId = useId();
  const [search, choose] = useUnit([$search, childAgesChosen]);
  const [rooms, setRooms] = useState<RoomEntry[]>(search?.roomList ?? []);
  const complete = rooms.every((room) => room.children.every((child) => child.age !== null));
  const setAge = (roomIndex: number, childIndex: number, age: number | null) =>
    setRooms(rooms.map((room, r) => (r !== roomIndex ? room : { ...room, children: room.children.map((child, c) => (c === childIndex ? { ...child, age } : child)) })));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) choose(rooms);
  };
  return (
    <form className={styles.kids} aria-labelledby={titleId} onSubmit={submit}>
      <h3 id={titleId}>
        <FormattedMessage id="hotel.rooms.kids.title" />
      </h3>
      <p role="alert">
        <FormattedMessage id="hotel.rooms.kids.text" />
      </p>
      <div className={styles.ages}>
        {rooms.flatMap((room, r) =>
          room.children.map((child, c) => (
            <label key={`${r}-${c}`}>
              <FormattedMessage id="hotel.rooms.kids.child" values={{ room: r + 1, child: c + 1 }} />
              <select value={child.age ?? ''} onChange={(event) => setAge(r, c, event.target.value === '' ? null : Number(event.target.value))}>
                <option value="">{intl.formatMessage({ id: 'hotel.rooms.kids.placeholder' })}</option>
                {ages.map((age) => (
                  <option key={age} value={age}>
                    {intl.formatMessage({ id: age === 0 ? 'hotel.rooms.kids.under1' : 'hotel.rooms.kids.age' }, { age })}
                  </option>
                ))}
              </select>
            </label>
          )),
        )}
      </div>
      <div>
        <Button type="submit" disabled={!complete}>
          <FormattedMessage id="hotel.rooms.kids.apply" />
        </Button>
      </div>
    </form>
  );
}
