import type { QuestionSeed } from '../../seed/catalogue-types';
import type { FieldMessageId } from './field-messages';

export interface AnswerProblem {
  message: FieldMessageId;
  values?: Record<string, string | number>;
}

/** SPEC 3: a question is required when one of its labels contains the word true (e.g. `required:true`). */
export function isRequired(question: QuestionSeed): boolean {
  return question.labels.some((label) => label.includes('true'));
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

function clockOf(minutes: number): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/**
 * SPEC 5: the times a time question offers, from the start to the end in steps of the interval; when the
 * end is before the start the range runs into the next day (22:00–02:00 offers 22:00 … 02:00).
 */
export function timeChoices(startedAt: string, endedAt: string, intervalMinutes: number): string[] {
  const start = minutesOf(startedAt);
  let end = minutesOf(endedAt);
  if (end < start) end += 1440;
  const step = Math.max(1, intervalMinutes);
  const choices: string[] = [];
  for (let at = start; at <= end; at += step) choices.push(clockOf(at));
  return choices;
}

/** What is wrong with one answer to a question, or null (an empty answer is only wrong when required). */
export function answerProblem(question: QuestionSeed, answer: string): AnswerProblem | null {
  const value = answer.trim();
  if (!value) return isRequired(question) ? { message: 'required' } : null;
  const { answerLength, startedAt, endedAt, timeIntervalValue, answerOptions } = question.settings;
  if (question.answerType === 'text' && answerLength && value.length > answerLength) {
    return { message: 'answerTooLong', values: { max: answerLength } };
  }
  if (question.answerType === 'options') {
    const offered = Object.values(answerOptions).some((options) => options?.some((option) => option.text === value));
    if (!offered) return { message: 'answerOption' };
  }
  if (question.answerType === 'time' && startedAt && endedAt) {
    const step = timeIntervalValue ?? 30;
    if (!timeChoices(startedAt, endedAt, step).includes(value)) return { message: 'answerTime', values: { start: startedAt, end: endedAt, step } };
  }
  return null;
}
