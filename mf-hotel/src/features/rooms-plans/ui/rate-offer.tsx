import type { RoomRate } from '@hotel/contracts';
import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isLinkedOffer, type Offer, offerKey } from '../lib/offers';
import { $extras } from '../model';
import { $choosing, $loginPromptFor, $sameForAll, loginRequested, rateChosen } from '../selection-model';
import { mealLabels, paymentLabels } from './labels';
import styles from './offer.module.css';
import { PriceBlock } from './price-block';
import { RoomFacts } from './room-facts';
import { useDeadlineFormat } from '@hotel/ui/format';

/** Rooms-left warning threshold (SPEC 9: fewer than 10 remain). */
const fewRoomsLeft = 10;

function Terms({ rate, showMeal }: { rate: RoomRate; showMeal: boolean }) {
  const intl = useIntl();
  const deadline = useDeadlineFormat();
  const methods = rate.payment_method.map((method) => intl.formatMessage({ id: paymentLabels[method] }));
  return (
    <ul className={styles.terms}>
      {showMeal && (
        <li>
          <FormattedMessage id={mealLabels[rate.meal_type]} />
        </li>
      )}
      <li className={rate.cancellation_free_deadline ? styles.free : undefined}>
        {rate.cancellation_free_deadline ? (
          <FormattedMessage id="hotel.rooms.cancel.freeUntil" values={{ deadline: deadline(rate.cancellation_free_deadline) }} />
        ) : (
          <FormattedMessage id="hotel.rooms.cancel.none" />
        )}
      </li>
      <li>
        <FormattedMessage id="hotel.rooms.payment" values={{ methods: intl.formatList(methods, { type: 'disjunction' }) }} />
      </li>
      {rate.min_stay > 1 && (
        <li>
          <FormattedMessage id="hotel.rooms.minStay" values={{ nights: rate.min_stay }} />
        </li>
      )}
    </ul>
  );
}

function SelectButton({ offer }: { offer: Offer }) {
  const intl = useIntl();
  const [choosing, sameForAll, choose] = useUnit([$choosing, $sameForAll, rateChosen]);
  const { room, rate } = offer;
  const active = choosing.choices[choosing.active];
  const chosen = active?.roomTypeCode === room.room_type_code && active.planCode === rate.room_plan_code;
  const perRoom = choosing.choices.length > 1 && !sameForAll;
  const chosenFor = choosing.choices.flatMap((choice, index) =>
    index !== choosing.active && choice?.roomTypeCode === room.room_type_code && choice.planCode === rate.room_plan_code ? [index + 1] : [],
  );
  const action = !rate.available
    ? intl.formatMessage({ id: 'hotel.rooms.soldOut' })
    : chosen
      ? intl.formatMessage({ id: 'hotel.rooms.selected' })
      : intl.formatMessage({ id: perRoom ? 'hotel.rooms.selectForRoom' : 'hotel.rooms.select' }, { room: choosing.active + 1 });
  return (
    <>
      <Button
        className={styles.select}
        variant={chosen ? 'primary' : 'secondary'}
        disabled={!rate.available}
        aria-pressed={rate.available ? chosen : undefined}
        aria-label={intl.formatMessage({ id: 'hotel.rooms.selectLabel' }, { action, plan: rate.room_plan_name, room: room.room_type_name })}
        onClick={() => choose(offer)}
      >
        {action}
      </Button>
      {perRoom && chosenFor.length > 0 && (
        <p className={styles.chosenFor}>
          <FormattedMessage id="hotel.rooms.chosenFor" values={{ rooms: intl.formatList(chosenFor.map(String)) }} />
        </p>
      )}
    </>
  );
}

/** DOM id of an offer, for links that point at one rate (SPEC 2.5 roomCode/planCode). */
export function offerElementId(offer: Offer): string {
  return `rate-${offerKey(offer.room.room_type_code, offer.rate.room_plan_code)}`.replace(/[^A-Za-z0-9_-]/g, '_');
}

interface RateOfferProps {
  offer: Offer;
  /** By room: the plan is the offer's name; by plan: the room is, with its facts. */
  variant: 'room' | 'plan';
}

export function RateOffer({ offer, variant }: RateOfferProps) {
  const [extras, promptFor, requestLogin] = useUnit([$extras, $loginPromptFor, loginRequested]);
  const { room, rate } = offer;
  const linked = isLinkedOffer(extras, offer);
  const classes = [styles.offer, linked && styles.highlighted, !rate.available && styles.soldOut].filter(Boolean).join(' ');
  return (
    <li id={offerElementId(offer)} className={classes} data-linked={linked || undefined}>
      <div>
        <h4 className={styles.name}>
          {variant === 'room' ? rate.room_plan_name : room.room_type_name}
          {rate.members_only && ' '}
          {rate.members_only && (
            <span className={styles.badge}>
              <FormattedMessage id="hotel.rooms.membersOnly" />
            </span>
          )}
        </h4>
        {variant === 'plan' && <RoomFacts room={room} />}
        <Terms rate={rate} showMeal={variant === 'room'} />
      </div>
      <div className={styles.buy}>
        <PriceBlock rate={rate} />
        {rate.available && rate.room_left < fewRoomsLeft && (
          <p className={styles.left}>
            <FormattedMessage id="hotel.rooms.left" values={{ count: rate.room_left }} />
          </p>
        )}
        <SelectButton offer={offer} />
      </div>
      {promptFor === offerKey(room.room_type_code, rate.room_plan_code) && (
        <div className={styles.prompt} role="alert">
          <p>
            <FormattedMessage id="hotel.rooms.loginPrompt" />
          </p>
          <Button onClick={() => requestLogin()}>
            <FormattedMessage id="hotel.rooms.loginPrompt.button" />
          </Button>
        </div>
      )}
    </li>
  );
}
