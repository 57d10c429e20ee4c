import type { ReservationSettings } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import { z } from 'zod';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { text } from '../../i18n/messages';
import { japanToday } from '../../clock/clock';
import { engineError } from '../../services/error-shapes';
import { localeOf, requireClientSession, requireMember } from '../guards';
import { matchesPlaces, presentQuestion } from '../present/extras';
import { freeCancellationDeadline, policyLink } from '../present/rates';
import { normalizeLocale } from '../../i18n/locales';
import { assertValidBooking } from '../validation/validate-booking';
import { assertOpen, feesNow } from './cancel-reservation';
import { expireHolds } from './holds';
import { findReservation } from './lookup';
import { presentReservation } from './present-reservation';
import type { ReservationRecord } from './reservation-record';
import { answersSchema, updateGuestsSchema } from './schemas';

export async function getReservation(ctx: RequestContext, deps: SandboxDeps) {
  const { record, locale } = await findReservation(ctx, deps);
  return { body: { data: presentReservation(record, deps.catalogue, locale) } };
}

/** PUT …/guests: the guest of each room, in room order; the first guest's e-mail becomes the booking's. */
export async function updateGuests(ctx: RequestContext, deps: SandboxDeps) {
  const { hotel, record, locale } = await findReservation(ctx, deps, 'change');
  const { guests } = ctx.json(updateGuestsSchema);
  assertOpen(record, japanToday(deps.clock), locale);
  if (guests.length !== record.rooms.length) {
    throw engineError(400, engineErrorCodes.invalidParameter, `${text('invalidParameter', locale)}: ${record.rooms.length} guests`, 'guests');
  }
  if (!guests[0]?.email) throw engineError(400, engineErrorCodes.invalidParameter, text('invalidParameter', locale), 'guests.0.email');
  const bookingLocale = normalizeLocale(record.locale);
  assertValidBooking({ rooms: record.rooms.map((room, i) => ({ ...room, guest: guests[i]! })) }, deps.catalogue, hotel, bookingLocale);
  const rooms = record.rooms.map((room, i) => ({ ...room, guest: guests[i]! }));
  const [row] = await deps.db.query<ReservationRecord>(
    'UPDATE reservations SET rooms = $2, email = $3, updated_at = now() WHERE number = $1 RETURNING *',
    [record.number, JSON.stringify(rooms), guests[0].email.toLowerCase()],
  );
  return { body: { data: presentReservation(row!, deps.catalogue, locale) } };
}

export async function reservationSettings(ctx: RequestContext, deps: SandboxDeps) {
  const { record, locale } = await findReservation(ctx, deps);
  const open = record.status === 'done' && record.checkout >= japanToday(deps.clock);
  const fees = open ? feesNow(record, deps) : record.rooms.map(() => 0);
  const firstPlan = deps.catalogue.plan(record.hotel_id, record.rooms[0]?.room_plan_code ?? '');
  const data: ReservationSettings = {
    can_cancel: open,
    can_update: open && record.checkin > japanToday(deps.clock),
    cancellation_fees: fees,
    cancellation_fee: fees.reduce((sum, fee) => sum + fee, 0),
    cancellation_policy_link: firstPlan ? policyLink(deps.config, firstPlan, locale) : '',
    free_cancellation_until: firstPlan ? freeCancellationDeadline(deps.catalogue.policy(firstPlan.cancellationPolicyId), record.checkin, deps.clock.now()) : null,
  };
  return { body: { data } };
}

const questionFilter = z.object({ label_filters: z.array(z.string().min(1).max(60)).max(20).default([]) });

function questionsOf(record: ReservationRecord, deps: SandboxDeps) {
  return [...deps.catalogue.questions(null), ...deps.catalogue.questions(record.hotel_id)];
}

export async function reservationQuestions(ctx: RequestContext, deps: SandboxDeps) {
  const { record, locale } = await findReservation(ctx, deps);
  const filter = ctx.query.get('q') ? ctx.q(questionFilter) : { label_filters: [] };
  const answers = new Map(record.answers.map((a) => [a.question_id, a.text]));
  const data = questionsOf(record, deps)
    .filter((q) => matchesPlaces(q, filter.label_filters))
    .map((q) => presentQuestion(q, locale, answers.get(q.id) ?? null));
  return { body: { data } };
}

/** PUT …/additional_questions/batch_update: answers to the hotel's and brand's questions, capped per question. */
export async function answerReservationQuestions(ctx: RequestContext, deps: SandboxDeps) {
  const { record, locale } = await findReservation(ctx, deps, 'change');
  const { answers } = ctx.json(answersSchema);
  assertOpen(record, japanToday(deps.clock), locale);
  const questions = questionsOf(record, deps);
  answers.forEach((answer, index) => {
    const question = questions.find((q) => q.id === answer.question_id);
    if (!question) throw engineError(404, engineErrorCodes.notFound, text('notFound', locale), `answers.${index}.question_id`);
    const max = question.settings.answerLength;
    if (max && answer.text.length > max) {
      throw engineError(400, engineErrorCodes.invalidParameter, `${text('invalidParameter', locale)}: ≤ ${max}`, `answers.${index}.text`);
    }
  });
  const merged = new Map(record.answers.map((a) => [a.question_id, a.text]));
  for (const answer of answers) merged.set(answer.question_id, answer.text);
  const stored = [...merged].map(([question_id, text_]) => ({ question_id, text: text_ }));
  await deps.db.query('UPDATE reservations SET answers = $2, updated_at = now() WHERE number = $1', [record.number, JSON.stringify(stored)]);
  const data = questions.map((q) => presentQuestion(q, locale, merged.get(q.id) ?? null));
  return { body: { data } };
}

/** GET user/reservations: the signed-in member's bookings, latest stay first. */
export async function userReservations(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const member = await requireMember(ctx, deps);
  await expireHolds(deps);
  const rows = await deps.db.query<ReservationRecord>('SELECT * FROM reservations WHERE member_id = $1 ORDER BY checkin DESC, created_at DESC', [
    member.memberId,
  ]);
  return { body: { data: rows.map((row) => presentReservation(row, deps.catalogue, localeOf(ctx))) } };
}
