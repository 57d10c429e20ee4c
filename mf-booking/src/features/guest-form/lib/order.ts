import type { AdditionalQuestion, Extra, ExtraOrder, QuestionAnswer } from '@hotel/contracts';
import type { BookingOrder, ExtraEntry, GuestDetailsForm } from '../../../entities/guest-details';

/** The questions of the brand and of the hotel, each once (the brand's arrival time comes first). */
export function mergeQuestions(brand: AdditionalQuestion[], hotel: AdditionalQuestion[]): AdditionalQuestion[] {
  const seen = new Set<number>();
  return [...brand, ...hotel].filter((question) => !seen.has(question.id) && seen.add(question.id));
}

/** An extra's price per unit on a day, before tax, as the engine lists it (its first day's when not listed). */
export function unitPrice(extra: Pick<Extra, 'prices'>, date: string): number {
  const price = extra.prices.find((entry) => entry.date === date) ?? extra.prices[0];
  return price?.price_without_tax ?? 0;
}

/** The `YYYY-MM-DDTHH:mm` choices of an extra with delivery times: each of its days at each time. */
export function deliveryChoices(extra: Pick<Extra, 'prices' | 'delivery_times'>): string[] {
  return extra.prices.flatMap(({ date }) => extra.delivery_times.map((time) => `${date}T${time}`));
}

function answersOf(questions: AdditionalQuestion[], answers: Record<string, string>): QuestionAnswer[] {
  return questions
    .map((question) => ({ question_id: question.id, text: (answers[String(question.id)] ?? '').trim() }))
    .filter((answer) => answer.text !== '');
}

/**
 * One extra as the reservation sends it. The delivery entry carries the unit price before tax for its day:
 * the engine prices extras itself (and adds the tax), so the page does not repeat a tax rule it does not own.
 */
function extraOrderOf(extra: Extra, entry: ExtraEntry): ExtraOrder {
  const { quantity } = entry;
  const deliveredAt = extra.delivery_times_active ? entry.deliveryTime : '';
  const answer = extra.question_active ? entry.answer.trim() : '';
  return {
    extra_id: extra.id,
    quantity,
    delivery_times: deliveredAt ? [{ delivered_at: deliveredAt, quantity, price: unitPrice(extra, deliveredAt.slice(0, 10)) }] : [],
    ...(answer ? { answer } : {}),
  };
}

/** SPEC 5: what the reservation sends for the questions and extras; quantity 0 and empty answers are not sent. */
export function buildOrder(form: Pick<GuestDetailsForm, 'answers' | 'extras'>, questions: AdditionalQuestion[], extras: Extra[]): BookingOrder {
  const ordered = extras.flatMap((extra) => {
    const entry = form.extras[String(extra.id)];
    return entry && entry.quantity > 0 ? [extraOrderOf(extra, entry)] : [];
  });
  return { answers: answersOf(questions, form.answers), extras: ordered };
}
