import { z } from 'zod';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { localeOf, requireClientSession } from '../guards';
import { assertBrand, hotelOf } from '../hotel-lookup';
import { matchesPlaces, matchesPlans, presentExtra, presentQuestion } from '../present/extras';
import { makeStay } from '../pricing/stay';
import { codeList, commaList, isoDate } from '../schemas';
import { japanToday } from '../../clock/clock';

const extrasQuery = z.object({ checkin_date: isoDate, checkout_date: isoDate, room_plan_codes: codeList.default([]) });
const questionsQuery = z.object({ label_filters: z.array(z.string().min(1).max(60)).max(20).default([]) });

/** GET hotels/{id}/extras?q=…: what can be added to a booking of these plans, priced per night. */
export async function hotelExtras(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const hotel = hotelOf(ctx, deps);
  const q = ctx.q(extrasQuery);
  const stay = makeStay(q.checkin_date, q.checkout_date, q.checkin_date === q.checkout_date, japanToday(deps.clock));
  const nights = typeof stay === 'string' ? [q.checkin_date] : stay.nights;
  const data = deps.catalogue
    .extras(hotel.id)
    .filter((extra) => matchesPlans(extra, q.room_plan_codes))
    .map((extra) => presentExtra(extra, nights, deps.config, localeOf(ctx)));
  return { body: { data } };
}

/** GET hotels/{id}/additional_questions?q={label_filters}&room_plan_codes=A,B */
export async function hotelQuestions(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const hotel = hotelOf(ctx, deps);
  const q = ctx.q(questionsQuery);
  const plans = commaList(ctx.query.get('room_plan_codes'));
  const data = deps.catalogue
    .questions(hotel.id)
    .filter((question) => matchesPlaces(question, q.label_filters) && matchesPlans(question, plans))
    .map((question) => presentQuestion(question, localeOf(ctx), null));
  return { body: { data } };
}

/** GET hotel_brands/{brand}/additional_questions?q={label_filters}: the questions every hotel asks. */
export async function brandQuestions(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  assertBrand(ctx, deps);
  const q = ctx.q(questionsQuery);
  const data = deps.catalogue
    .questions(null)
    .filter((question) => matchesPlaces(question, q.label_filters))
    .map((question) => presentQuestion(question, localeOf(ctx), null));
  return { body: { data } };
}
