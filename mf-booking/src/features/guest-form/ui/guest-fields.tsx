import type { SelectedRoom, User } from '@hotel/contracts';
import { TextField } from '@hotel/ui/form';
import { FormattedMessage } from 'react-intl';
import { emailValidator, phoneValidator } from '../lib/validators';
import styles from './guest-form.module.css';
import { NameFields } from './name-fields';

// SPEC 5: the first room's guest must give an e-mail and a phone; the others may, and what they give is checked.
const rules = {
  first: { email: emailValidator(true), phone: phoneValidator(true) },
  other: { email: emailValidator(false), phone: phoneValidator(false) },
};

interface GuestFieldsProps {
  index: number;
  room: SelectedRoom;
  /** The signed-in member, on the first room: they book as themselves (SPEC 2.6). */
  member: User | null;
}

/** One room's guest (SPEC 3 Guest): names, e-mail and phone, in a fieldset named by the room. */
export function GuestFields({ index, room, member }: GuestFieldsProps) {
  const prefix = `guests[${index}]`;
  const first = index === 0;
  const validate = first ? rules.first : rules.other;
  const optional = first ? undefined : <FormattedMessage id="booking.guest.optional" />;
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>
        <FormattedMessage id="booking.guest.room" values={{ number: index + 1, room: room.roomTypeName }} />
      </legend>
      {member ? <MemberDetails member={member} /> : <NameFields prefix={prefix} />}
      {!member && (
        <TextField name={`${prefix}.email`} type="email" inputMode="email" autoComplete="email" required={first} hint={optional}
          label={<FormattedMessage id="booking.guest.email" />} validate={validate.email} />
      )}
      <TextField name={`${prefix}.phone`} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} required={first} hint={optional}
        label={<FormattedMessage id="booking.guest.phone" />} validate={validate.phone} />
    </fieldset>
  );
}

/** A member's own name and e-mail, from their account: shown, not edited here. */
function MemberDetails({ member }: { member: User }) {
  return (
    <dl className={styles.member}>
      <dt><FormattedMessage id="booking.guest.name" /></dt>
      <dd>{`${member.lastName} ${member.firstName}`}</dd>
      <dt><FormattedMessage id="booking.guest.email" /></dt>
      <dd>{member.email}</dd>
      <dd className={styles.note}><FormattedMessage id="booking.guest.memberNote" /></dd>
    </dl>
  );
}
