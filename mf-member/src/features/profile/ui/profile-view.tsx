import { $locale } from '@hotel/bus';
import { intlLocale } from '@hotel/domain';
import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Member } from '../../../entities/member';
import type { ProfileValues } from '../lib/profile-values';
import { editRequested } from '../model';
import styles from './profile-view.module.css';

interface ProfileViewProps {
  profile: ProfileValues;
  member: Member;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children || '–'}</dd>
    </div>
  );
}

/** As dialled from abroad: `+81 9012345678` (the trunk 0 belongs to the number dialled at home). */
const phone = (prefix: string, number: string) => (number ? `+${prefix} ${number.replace(/^0/, '')}` : '');

/** SPEC 2.8 My profile, read-only: every field of SPEC 3 Member profile and an Edit button. */
export function ProfileView({ profile, member }: ProfileViewProps) {
  const [locale, edit] = useUnit([$locale, editRequested]);
  const japan = profile.country === 'JP';
  const countryName = profile.country ? new Intl.DisplayNames([intlLocale[locale]], { type: 'region' }).of(profile.country) : '';
  return (
    <div className={styles.view}>
      <dl className={styles.list}>
        <Row label="member.profile.field.lastName">{profile.lastName}</Row>
        <Row label="member.profile.field.firstName">{profile.firstName}</Row>
        {locale === 'ja' && <Row label="member.profile.field.lastNameKana">{profile.lastNameKana}</Row>}
        {locale === 'ja' && <Row label="member.profile.field.firstNameKana">{profile.firstNameKana}</Row>}
        <Row label="member.profile.field.email">{member.email}</Row>
        <Row label="member.profile.field.birthday">{profile.birthday}</Row>
        <Row label="member.profile.field.gender">{profile.gender && <FormattedMessage id={`member.profile.gender.${profile.gender}`} />}</Row>
        <Row label="member.profile.field.country">{countryName}</Row>
        <Row label="member.profile.field.phone">{phone(profile.phoneNumberPrefix, profile.phoneNumber)}</Row>
        {japan && <Row label="member.profile.field.landline">{phone(profile.landlinePhoneNumberPrefix, profile.landlinePhoneNumber)}</Row>}
        {japan && <Row label="member.profile.field.postalCode">{profile.postalCode}</Row>}
        {japan && <Row label="member.profile.field.prefecture">{profile.prefecture}</Row>}
        {japan && <Row label="member.profile.field.city">{profile.city}</Row>}
        {japan && <Row label="member.profile.field.district">{profile.district}</Row>}
        <Row label="member.profile.field.address">{profile.address}</Row>
        <Row label="member.profile.field.joined">
          {member.joinedAt && <FormattedDate value={member.joinedAt} year="numeric" month="long" day="numeric" timeZone="Asia/Tokyo" />}
        </Row>
      </dl>
      <Button onClick={() => edit()}>
        <FormattedMessage id="member.profile.editTitle" />
      </Button>
    </div>
  );
}
