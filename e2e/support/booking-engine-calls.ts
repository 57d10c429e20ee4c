import { expect, type APIRequestContext } from '@playwright/test';
import type { TestLocale } from './catalogues';
import { sandboxUrl } from './environment';

/** What the booking journeys ask the sandbox directly: a booking as the engine holds it, questions, e-mails. */

export interface EngineQuestion {
  question: string;
  answer_type: 'text' | 'options' | 'time' | string;
  labels: string[];
  settings: { started_at: string | null; answer_options: Record<string, Array<{ text: string }> | undefined> };
}

async function engineSession(request: APIRequestContext, locale: TestLocale) {
  const session = await request.post(`${sandboxUrl}/booking/client_sessions`, { data: { key: 'sandbox-client-key', secret: 'sandbox-client-secret' } });
  return { 'client-session': ((await session.json()) as { client_session: string }).client_session, locale };
}

/** The booking as the engine holds it, looked up by its guest's e-mail (what the site's look-ups ask). */
export async function engineReservation(request: APIRequestContext, hotelId: number, id: string, email: string, locale: TestLocale) {
  const answer = await request.get(`${sandboxUrl}/booking/hotels/${hotelId}/reservations/${encodeURIComponent(id)}`, { params: { email }, headers: await engineSession(request, locale) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { status: string; message: { title: string } | null } }).data;
}

/** The brand's and the hotel's questions a booking of this plan must answer, in the visitor's language. */
export async function requiredQuestions(request: APIRequestContext, hotelId: number, planCode: string, locale: TestLocale): Promise<EngineQuestion[]> {
  const headers = await engineSession(request, locale);
  const params = { q: JSON.stringify({ label_filters: ['place_booking_process'] }), room_plan_codes: planCode };
  const lists = await Promise.all(
    ['hotel_brands/297', `hotels/${hotelId}`].map(async (owner) => {
      const answer = await request.get(`${sandboxUrl}/booking/${owner}/additional_questions`, { params, headers });
      return ((await answer.json()) as { data: EngineQuestion[] }).data;
    }),
  );
  return lists.flat().filter((question) => question.labels.includes('required:true'));
}

/** Confirmation e-mails the sandbox "sent" to this address (its dev outbox). */
export async function confirmationMails(request: APIRequestContext, to: string): Promise<number> {
  const answer = await request.get(`${sandboxUrl}/dev/outbox`, { params: { to, kind: 'booking_confirmation' } });
  return ((await answer.json()) as { data: unknown[] }).data.length;
}
