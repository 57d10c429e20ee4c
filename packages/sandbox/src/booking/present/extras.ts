import type { AdditionalQuestion, Extra, Locale } from '@hotel/contracts';
import type { SandboxConfig } from '../../config';
import { pick } from '../../i18n/locales';
import type { ExtraSeed, QuestionSeed } from '../../seed/catalogue-types';
import { imageUrl } from './rates';

export function presentExtra(extra: ExtraSeed, nights: string[], config: SandboxConfig, locale: Locale): Extra {
  return {
    id: extra.id,
    name: pick(extra.name, locale),
    description: pick(extra.description, locale),
    unit: pick(extra.unit, locale),
    min_unit: extra.minUnit,
    max_unit: extra.maxUnit,
    prices: nights.map((date) => ({ date, price_without_tax: extra.price })),
    delivery_times: extra.deliveryTimes,
    delivery_times_active: extra.deliveryTimesActive,
    question: pick(extra.question, locale),
    question_active: extra.questionActive,
    chatbot_images_attributes: Array.from({ length: extra.imageCount }, (_, i) => ({
      fullSize: imageUrl(config, `extras/${extra.id}/${i + 1}`),
    })),
  };
}

export function presentQuestion(question: QuestionSeed, locale: Locale, answer: string | null): AdditionalQuestion {
  const required = question.labels.some((label) => label.includes('true'));
  return {
    id: question.id,
    question: pick(question.question, locale),
    question_type: question.questionType,
    answer_type: question.answerType,
    labels: question.labels,
    settings: {
      answer_length: question.settings.answerLength,
      started_at: question.settings.startedAt,
      ended_at: question.settings.endedAt,
      time_interval_value: question.settings.timeIntervalValue,
      answer_options: question.settings.answerOptions as Record<string, Array<{ text: string }>>,
    },
    answer: answer === null ? null : { text: answer, required },
  };
}

/** A question is shown where one of its labels names one of the places asked for (no filter: all). */
export function matchesPlaces(question: QuestionSeed, places: string[]): boolean {
  return !places.length || question.labels.some((label) => places.includes(label));
}

export function matchesPlans(item: { roomPlanCodes: string[] | null }, planCodes: string[]): boolean {
  return !item.roomPlanCodes || !planCodes.length || item.roomPlanCodes.some((code) => planCodes.includes(code));
}
