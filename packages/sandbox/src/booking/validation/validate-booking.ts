import type { Locale } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import type { CatalogueIndex } from '../../catalogue/catalogue-index';
import { HttpError } from '../../http/http-error';
import type { HotelSeed, QuestionSeed } from '../../seed/catalogue-types';
import { matchesPlans } from '../present/extras';
import { answerProblem, isRequired } from './answer-rules';
import { type FieldMessageId, fieldMessage } from './field-messages';
import { type NameFields, nameProblems, phoneProblem } from './guest-rules';

interface FieldError {
  code: number;
  title: string;
  field: string;
}

export interface BookingInput {
  rooms: Array<{ room_plan_code: string; guest: NameFields & { phone: string } }>;
  answers?: Array<{ question_id: number; text: string }>;
  coupon_code?: string | undefined;
}

/** The questions a booking of these plans is asked, brand-wide and the hotel's own. */
export function questionsFor(catalogue: CatalogueIndex, hotel: HotelSeed, planCodes: string[]): QuestionSeed[] {
  return [...catalogue.questions(null), ...catalogue.questions(hotel.id)].filter((q) => matchesPlans(q, planCodes));
}

function guestErrors(input: BookingInput, locale: Locale, add: (field: string, id: FieldMessageId) => void): void {
  input.rooms.forEach((room, index) => {
    const at = `rooms.${index}.guest`;
    for (const [field, message] of nameProblems(room.guest, locale)) add(`${at}.${field}`, message);
    const phone = phoneProblem(room.guest.phone, index === 0);
    if (phone) add(`${at}.phone`, phone);
  });
}

function answerErrors(input: BookingInput, questions: QuestionSeed[], locale: Locale, errors: FieldError[]): void {
  const given = new Map<number, string>();
  (input.answers ?? []).forEach((answer, index) => {
    const question = questions.find((q) => q.id === answer.question_id);
    const problem = question ? answerProblem(question, answer.text) : { message: 'unknownQuestion' as const };
    if (problem) errors.push(fieldError(`answers.${index}.text`, fieldMessage(problem.message, locale, problem.values)));
    given.set(answer.question_id, answer.text.trim());
  });
  for (const question of questions) {
    if (isRequired(question) && question.labels.includes('place_booking_process') && !given.get(question.id)) {
      errors.push(fieldError(`answers.question_${question.id}`, fieldMessage('required', locale)));
    }
  }
}

function fieldError(field: string, title: string): FieldError {
  return { code: engineErrorCodes.invalidParameter, title, field };
}

/**
 * SPEC 5 on the server too (the browser's checks can be skipped): guest names by language, phones, the
 * answers to the additional questions, and a promo code of 3 to 10 characters. Every problem is reported at
 * once: 400, `{ errors: [{ code: 2000, title: <the field's message>, field }] }`.
 */
export function assertValidBooking(input: BookingInput, catalogue: CatalogueIndex, hotel: HotelSeed, locale: Locale): void {
  const errors: FieldError[] = [];
  const add = (field: string, id: FieldMessageId) => errors.push(fieldError(field, fieldMessage(id, locale)));
  const code = input.coupon_code?.trim() ?? '';
  if (code && (code.length < 3 || code.length > 10)) add('coupon_code', 'promoLength');
  guestErrors(input, locale, add);
  if (input.answers) answerErrors(input, questionsFor(catalogue, hotel, input.rooms.map((r) => r.room_plan_code)), locale, errors);
  if (errors.length) throw new HttpError(400, { errors });
}
