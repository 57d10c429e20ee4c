import { locales } from '@hotel/domain';
import { answerProblem as answerProblemIn, defaultTimeIntervalMinutes, isQuestionRequired, timeSlots } from '@hotel/domain/validation';
import type { QuestionSeed } from '../../seed/catalogue-types';
import { presentQuestion } from '../present/extras';
import type { FieldMessageId } from './field-messages';

export interface AnswerProblem {
  message: FieldMessageId;
  values?: Record<string, string | number>;
}

/** SPEC 3: a question is required when one of its labels contains the word true (e.g. `required:true`). */
export function isRequired(question: QuestionSeed): boolean {
  return isQuestionRequired(question);
}

/** SPEC 5: the times a time question offers (22:00–02:00 offers 22:00 … 02:00), as the booking form lists them. */
export function timeChoices(startedAt: string, endedAt: string, intervalMinutes: number): string[] {
  return timeSlots({ started_at: startedAt, ended_at: endedAt, time_interval_value: intervalMinutes });
}

/**
 * What is wrong with one answer to a question, or null, by the booking form's rules. The engine takes an
 * option offered in any interface language: the visitor may have chosen it before switching language.
 */
export function answerProblem(question: QuestionSeed, answer: string): AnswerProblem | null {
  const asked = presentQuestion(question, 'ja', null);
  const problems = locales.map((locale) => answerProblemIn(asked, answer, locale));
  if (problems.includes(null)) return null;
  const { answerLength, startedAt, endedAt, timeIntervalValue } = question.settings;
  if (!answer.trim()) return { message: 'required' };
  if (problems[0] === 'tooLong') return { message: 'answerTooLong', values: { max: answerLength ?? 0 } };
  if (question.answerType === 'options') return { message: 'answerOption' };
  const step = timeIntervalValue ?? defaultTimeIntervalMinutes;
  return { message: 'answerTime', values: { start: startedAt ?? '', end: endedAt ?? '', step } };
}
