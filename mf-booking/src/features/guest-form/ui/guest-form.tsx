import type { RoomSelection } from '@hotel/contracts';
import { $user } from '@hotel/bus';
import { TextAreaField, focusFirstError } from '@hotel/ui/form';
import { useNavigate } from '@hotel/ui/router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { FormattedMessage } from 'react-intl';
import { $currentGuestDetails } from '../../../entities/guest-details';
import { type GuestFormValues, initialFormValues } from '../lib/form-values';
import { guestFormChanged, guestFormOpened, proceedSubmitted } from '../model';
import { AccountFields } from './account-fields';
import { ExtrasSection, QuestionsSection } from './extras-section';
import { GuestFields } from './guest-fields';
import styles from './guest-form.module.css';
import { PaymentBlock, ProceedButton } from './payment-block';
import { SomeoneElseFields } from './someone-else-fields';

const decorators = [focusFirstError<GuestFormValues>];

/** SPEC 2.6 guest details: a guest per room, the booker's options, questions, extras, and the payment block. */
export function GuestForm({ selection }: { selection: RoomSelection }) {
  const [draft, user, opened, changed, submitted] = useUnit([$currentGuestDetails, $user, guestFormOpened, guestFormChanged, proceedSubmitted]);
  const navigate = useNavigate();
  // Read once: a reinitialised form would overwrite what is typed while the draft is being saved.
  const [initialValues] = useState(() => initialFormValues(selection, draft?.values ?? null, user));
  useEffect(() => {
    opened({ selection, navigate });
  }, [selection, navigate, opened]);
  return (
    <Form<GuestFormValues>
      onSubmit={(values) => {
        submitted(values);
      }}
      initialValues={initialValues}
      decorators={decorators}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className={styles.form}>
          <FormSpy<GuestFormValues> subscription={{ values: true }} onChange={({ values }) => changed(values)} />
          {selection.rooms.map((room, index) => (
            <GuestFields key={`${index}-${room.roomTypeCode}`} index={index} room={room} member={index === 0 ? user : null} />
          ))}
          {selection.rooms.length === 1 && <SomeoneElseFields />}
          {!user && <AccountFields />}
          <QuestionsSection />
          <ExtrasSection checkIn={selection.checkIn} />
          <TextAreaField name="comment" label={<FormattedMessage id="booking.guest.comment" />} className={styles.block} />
          <PaymentBlock />
          <ProceedButton />
        </form>
      )}
    />
  );
}
