import { expect, type APIRequestContext } from '@playwright/test';
import type { BookingFunnelPage, ChosenStay } from './booking-funnel-page';
import { clientSession, type EngineOffer, type OfferedRate, reserve } from './booking-sandbox';
import { sandboxUrl } from './environment';
import { type EngineClient, stay } from './rooms-plans-page';

/** The hotel the site signs members in at (support/member-session.ts). */
const memberHotel = 2851;

/** A demo member's account at the engine, asked with their own sign-in (an access token lives 4 s here). */
export class MemberAccount {
  constructor(
    private readonly request: APIRequestContext,
    private readonly engine: EngineClient,
    readonly email: string,
    private readonly password = 'Sakura2026!',
  ) {}

  private async headers(): Promise<Record<string, string>> {
    const session = await clientSession(this.request);
    const answer = await this.request.post(`${sandboxUrl}/booking/hotels/${memberHotel}/memberships/sign_in`, {
      headers: { 'client-session': session },
      data: { email: this.email, password: this.password },
    });
    expect(answer.status(), `${this.email} signs in at the engine`).toBe(200);
    return { 'client-session': session, authorization: `Bearer ${((await answer.json()) as { access_token: string }).access_token}` };
  }

  async points(): Promise<number> {
    const answer = await this.request.get(`${sandboxUrl}/booking/hotels/${memberHotel}/memberships/point`, { headers: await this.headers() });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { data: { points: number } }).data.points;
  }

  /**
   * Until the balance reaches `points`, the member books (and keeps) a month in up to three of the dearest rooms of
   * a hotel far ahead of every other journey's dates: each stay earns 1 % of its price (sandbox README "points").
   */
  async earnAtLeast(points: number, hotelId = 3): Promise<number> {
    for (let offset = 300; (await this.points()) < points; offset += 31) {
      let dearest = await this.dearestMonth(hotelId, offset);
      // A month with one closed or sold-out night offers nothing (the sandbox's calendar moves with today): the
      // month from a later day may.
      while (!dearest) {
        offset += 1;
        expect(offset, `hotel ${hotelId} has a month to book between day 300 and 335 (inventory is open 365 days ahead)`).toBeLessThan(335);
        dearest = await this.dearestMonth(hotelId, offset);
      }
      // Up to three rooms a stay: one room's month earned too little for a dear enough stay on some days, and
      // the 365-day window holds only two such months after every other journey's dates.
      const rooms = Math.max(1, Math.min(3, dearest.plan.room_left));
      await reserve(this.request, this.engine, dearest, rooms, await this.headers(), { email: this.email, first_name: 'Hanako', last_name: 'Sato' });
    }
    return this.points();
  }

  /** The dearest room payable at the hotel for the 30 nights from day `offset`, if every night has one. */
  private async dearestMonth(hotelId: number, offset: number): Promise<EngineOffer | undefined> {
    const dates = stay(offset, 30);
    const offers: EngineOffer[] = (await this.engine.roomsOf(hotelId, dates)).flatMap((room) => room.rates.map((plan) => ({ hotelId, dates, room, plan: plan as OfferedRate })));
    return offers.filter((o) => o.plan.available && o.plan.payment_method.includes('onsite')).sort((a, b) => b.plan.total_price - a.plan.total_price)[0];
  }
}

/**
 * A signed-in member's guest details: the name and e-mail come from the account, so only the phone, the
 * required questions and the policy box are left before payment.
 */
export async function memberToPayment(funnel: BookingFunnelPage, chosen: ChosenStay): Promise<void> {
  await funnel.continueButton.click();
  await funnel.guestDetailShown();
  await funnel.guestOf(0, chosen.room.room_type_name).getByRole('textbox', { name: funnel.text('booking.guest.phone'), exact: true }).fill('090-1234-5678');
  await funnel.answerRequiredQuestions(chosen);
  await funnel.policyBox.check();
  await funnel.proceedButton.click();
  await funnel.paymentShown();
}
