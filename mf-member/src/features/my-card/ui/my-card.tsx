import { $locale, memberEmailCookie } from '@hotel/bus';
import { cookieSource } from '@hotel/contracts';
import { Skeleton } from '@hotel/ui';
import { useFirstPaintLead } from '@hotel/ui/first-paint';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { $member, $memberProblem, $points, fullName, MemberLoadProblem } from '../../../entities/member';
import styles from './my-card.module.css';
import { QrCode } from './qr-code';

/** SPEC 2.9: the tier shown on the card is fixed. */
const shownTier = 'SILVER';

/**
 * The name is kept for the next load's first paint while this member is signed in: their e-mail cookie, which a
 * token refresh leaves alone and log-out removes.
 */
const leadSources = [cookieSource(memberEmailCookie)];

/** SPEC 2.8 My card: full name, valid points, the tier, the membership id and its QR code. */
export function MyCard() {
  const intl = useIntl();
  const [member, problem, points, locale] = useUnit([$member, $memberProblem, $points, $locale]);
  const name = useRef<HTMLParagraphElement>(null);
  useFirstPaintLead(name, member ? fullName(member, locale) : null, leadSources);
  if (problem) return <MemberLoadProblem problem={problem} />;
  if (!member) return <Skeleton lines={4} label={intl.formatMessage({ id: 'member.card.loading' })} />;
  return (
    <article className={styles.card} aria-labelledby="member-card-name">
      <div className={styles.details}>
        <p ref={name} id="member-card-name" className={styles.name}>
          {fullName(member, locale)}
        </p>
        <dl className={styles.facts}>
          <dt>
            <FormattedMessage id="member.card.points" />
          </dt>
          <dd>{points === null ? '–' : <FormattedNumber value={points} />}</dd>
          <dt>
            <FormattedMessage id="member.card.tier" />
          </dt>
          <dd className={styles.tier}>{shownTier}</dd>
          <dt>
            <FormattedMessage id="member.card.membershipId" />
          </dt>
          <dd className={styles.id}>{member.membershipId}</dd>
        </dl>
      </div>
      <QrCode value={member.membershipId} label={intl.formatMessage({ id: 'member.card.qrLabel' }, { id: member.membershipId })} />
    </article>
  );
}
