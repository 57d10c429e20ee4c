import type { AdditionalQuestion, Locale } from '@hotel/contracts';
import { timeSlots } from './time-slots';

/** SPEC 3: a question is required when one of its labels contains the word true (`required:true`). */
export function isQuestionRequired(question: Pick<AdditionalQuestion, 'labels'>): boolean {
  return question.labels.some((label) => label.includes('true'));
}

/** The choices of an options question in a language, else in English, else in the first language it has. */
export function answerOptions(question: Pick<AdditionalQuestion, 'settings'>, locale: Locale): string[] {
  const byLocale = question.settings.answer_options;
  const options = [byLocale[locale], byLocale.en, ...Object.values(byLocale)].find((list) => list?.length);
  return (options ?? []).map((option) => option.text);
}

/**
 * SPEC 5 General: an empty answer is wrong only when the question is required; a text answer is capped by
 * answer_length; an option or a time must be one of those offered (else it is as good as unanswered, hence
 * 'required'). Answers are judged trimmed, as they are sent.
 */
export function answerProblem(question: AdditionalQuestion, text: string, locale: Locale): 'required' | 'tooLong' | null {
  const answer = text.trim();
  if (!answer) return isQuestionRequired(question) ? 'required' : null;
  const { settings } = question;
  switch (question.answer_type) {
    case 'text':
      return settings.answer_length && answer.length > settings.answer_length ? 'tooLong' : null;
    case 'options':
      return answerOptions(question, locale).includes(answer) ? null : 'required';
    case 'time':
      // A question with no range takes any time.
      if (!settings.started_at || !settings.ended_at) return null;
      return timeSlots(settings).includes(answer) ? null : 'required';
  }
}
