import type { AdditionalQuestion } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { answerOptions, isQuestionRequired, textMaxLength, timeSlots } from '@hotel/domain/validation';
import { RadioGroupField, SelectField, TextField } from '@hotel/ui/form';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fieldKey } from '../lib/form-values';
import { answerValidator } from '../lib/validators';

/** A few choices read best as radio buttons; a long list folds into a select. */
const maxRadioChoices = 4;

/** One additional question (SPEC 3): a text, one of its options, or a time from its range. */
export function QuestionField({ question }: { question: AdditionalQuestion }) {
  const locale = useUnit($locale);
  const intl = useIntl();
  const name = `answers.${fieldKey(question.id)}`;
  const required = isQuestionRequired(question);
  const validate = useMemo(() => answerValidator(question, locale), [question, locale]);
  const choose = intl.formatMessage({ id: 'booking.guest.choose' });
  if (question.answer_type === 'options') {
    const options = answerOptions(question, locale).map((text) => ({ value: text, label: text }));
    return options.length <= maxRadioChoices ? (
      <RadioGroupField name={name} legend={question.question} options={options} required={required} validate={validate} />
    ) : (
      <SelectField name={name} label={question.question} options={options} placeholder={choose} required={required} validate={validate} />
    );
  }
  const slots = question.answer_type === 'time' ? timeSlots(question.settings) : [];
  if (slots.length > 0) {
    const options = slots.map((slot) => ({ value: slot, label: slot }));
    return <SelectField name={name} label={question.question} options={options} placeholder={choose} required={required} validate={validate} />;
  }
  return (
    <TextField name={name} label={question.question} type={question.answer_type === 'time' ? 'time' : 'text'} required={required}
      maxLength={question.settings.answer_length ?? textMaxLength} validate={validate} />
  );
}
