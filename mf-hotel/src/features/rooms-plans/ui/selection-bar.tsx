import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Choice, selectionTotal } from '../lib/selection';
import {
  $choosing,
  $isMember,
  $pricing,
  $pricingFailure,
  $pricingPending,
  $sameForAll,
  bookNowClicked,
  pricingAlertClosed,
  roomSlotPicked,
  sameForAllToggled,
} from '../selection-model';
import styles from './selection-bar.module.css';
import { usePriceFormat } from '@hotel/ui/format';

const describe = (choice: Choice | null | undefined) => (choice ? `${choice.roomTypeName} · ${choice.planName}` : null);

/** Several rooms: one slot per room of the search (or one choice for all); the active slot takes the next pick. */
function RoomSlots() {
  const intl = useIntl();
  const [choosing, sameForAll, pick, toggleSame] = useUnit([$choosing, $sameForAll, roomSlotPicked, sameForAllToggled]);
  const choose = intl.formatMessage({ id: 'hotel.rooms.bar.choose' });
  return (
    <div className={styles.rooms}>
      <label className={styles.same}>
        <input type="checkbox" checked={sameForAll} onChange={() => toggleSame(!sameForAll)} />
        <FormattedMessage id="hotel.rooms.bar.sameForAll" values={{ rooms: choosing.choices.length }} />
      </label>
      {sameForAll ? (
        <p className={styles.summary}>{describe(choosing.choices[0]) ?? choose}</p>
      ) : (
        <ol className={styles.slots}>
          {choosing.choices.map((choice, index) => (
            <li key={index}>
              <button
                type="button"
                className={choice ? `${styles.slot} ${styles.filled}` : styles.slot}
                aria-pressed={index === choosing.active}
                onClick={() => pick(index)}
              >
                <FormattedMessage id="hotel.rooms.bar.room" values={{ room: index + 1, choice: describe(choice) ?? choose }} />
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Total() {
  const [pricing, pending, isMember] = useUnit([$pricing, $pricingPending, $isMember]);
  const format = usePriceFormat();
  if (pending) {
    return (
      <p className={styles.total} role="status">
        <FormattedMessage id="hotel.rooms.bar.pricing" />
      </p>
    );
  }
  if (!pricing) return <p className={styles.total} />;
  const { total, was } = selectionTotal(pricing, isMember);
  return (
    <p className={styles.total} role="status">
      <span className={styles.muted}>
        <FormattedMessage id="hotel.rooms.bar.total" />
      </span>
      {was !== null && <s className={styles.muted}>{format(was)}</s>}
      <span className={styles.amount}>{format(total)}</span>
    </p>
  );
}

/** What is chosen, what it costs (priced by the engine first) and Book now; sticky at the foot of the screen. */
export function SelectionBar({ hotelName }: { hotelName: string }) {
  const titleId = useId();
  const [choosing, pricing, failure, book, dismiss] = useUnit([$choosing, $pricing, $pricingFailure, bookNowClicked, pricingAlertClosed]);
  const rooms = choosing.choices.length;
  if (rooms === 0 || (rooms === 1 && choosing.choices[0] === null)) return null;
  return (
    <section className={styles.bar} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        <FormattedMessage id="hotel.rooms.bar.title" />
      </h3>
      {rooms > 1 ? <RoomSlots /> : <p className={styles.summary}>{describe(choosing.choices[0])}</p>}
      <Total />
      <Button className={styles.book} disabled={!pricing} onClick={() => book({ hotelName })}>
        <FormattedMessage id="hotel.rooms.bar.book" />
      </Button>
      {failure && (
        <div className={styles.alert} role="alert">
          <p>
            <FormattedMessage id="hotel.rooms.bar.failure" values={{ code: failure.code ?? '—', title: failure.title }} />
          </p>
          <Button variant="secondary" onClick={() => dismiss()}>
            <FormattedMessage id="hotel.rooms.bar.dismiss" />
          </Button>
        </div>
      )}
    </section>
  );
}
