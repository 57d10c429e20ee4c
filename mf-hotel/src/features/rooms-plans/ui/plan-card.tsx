import type { RoomSearchPlan } from '@hotel/contracts';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './cards.module.css';
import { mealLabels, paymentLabels } from './labels';
import { Pictures } from './pictures';
import { RateOffer } from './rate-offer';
import { RoomDetails } from './room-details';

/** By plan: a plan, what it includes, and each room type that offers it. */
export function PlanCard({ plan }: { plan: RoomSearchPlan }) {
  const intl = useIntl();
  const titleId = useId();
  const methods = plan.payment_method.map((method) => intl.formatMessage({ id: paymentLabels[method] }));
  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId}>
        <div className={styles.head}>
          <Pictures urls={plan.url_plan_pictures} name={plan.name} />
          <div>
            <h3 id={titleId} className={styles.name}>
              {plan.name}
              {plan.members_only && ' '}
              {plan.members_only && (
                <span className={styles.badge}>
                  <FormattedMessage id="hotel.rooms.membersOnly" />
                </span>
              )}
            </h3>
            <ul className={styles.facts}>
              <li>
                <FormattedMessage id={mealLabels[plan.meal_type]} />
              </li>
              <li>
                <FormattedMessage id="hotel.rooms.payment" values={{ methods: intl.formatList(methods, { type: 'disjunction' }) }} />
              </li>
            </ul>
            <RoomDetails description={plan.description} />
          </div>
        </div>
        <ul className={styles.offers}>
          {plan.rooms.map(({ rate, ...room }) => (
            <RateOffer key={room.room_type_code} offer={{ room, rate }} variant="plan" />
          ))}
        </ul>
      </article>
    </li>
  );
}
