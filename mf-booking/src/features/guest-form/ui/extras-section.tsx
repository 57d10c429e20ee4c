import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $extras, $questions } from '../model';
import { ExtraFields } from './extra-fields';
import styles from './guest-form.module.css';
import { QuestionField } from './question-field';

/** The brand's and the hotel's additional questions (SPEC 3), when there are any. */
export function QuestionsSection() {
  const questions = useUnit($questions);
  if (questions.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="guest-questions-title">
      <h2 id="guest-questions-title" className={styles.heading}>
        <FormattedMessage id="booking.guest.questionsTitle" />
      </h2>
      {questions.map((question) => (
        <QuestionField key={question.id} question={question} />
      ))}
    </section>
  );
}

/** What the hotel offers to add to the stay (SPEC 3 extras), when it offers anything. */
export function ExtrasSection({ checkIn }: { checkIn: string }) {
  const extras = useUnit($extras);
  if (extras.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="guest-extras-title">
      <h2 id="guest-extras-title" className={styles.heading}>
        <FormattedMessage id="booking.guest.extrasTitle" />
      </h2>
      {extras.map((extra) => (
        <ExtraFields key={extra.id} extra={extra} checkIn={checkIn} />
      ))}
    </section>
  );
}
