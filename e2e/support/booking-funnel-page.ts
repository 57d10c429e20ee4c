import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { localePrefix, message, messageSource, type TestLocale } from './catalogues';
import { requiredQuestions } from './booking-engine-calls';
import { e2ePorts } from './environment';
import { type EngineClient, type EngineRate, type EngineRoom, pattern, type RoomsPlansPage, stay, startOf } from './rooms-plans-page';
import { untilArrived } from './site-page';

export { confirmationMails, engineReservation } from './booking-engine-calls';

/**
 * The config's webServer is ready when the sandbox answers, but `npm start` builds the apps after starting the
 * sandbox: when others' changes make the build slow the host server is not listening yet. A journey's
 * `beforeAll` waits for it as a visitor would wait for the site.
 */
export async function siteUp({ request }: { request: APIRequestContext }, testInfo: { setTimeout(ms: number): void }): Promise<void> {
  testInfo.setTimeout(240_000);
  const answers = async () => request.get(`http://127.0.0.1:${e2ePorts.host}/env.json`).then((answer) => answer.ok(), () => false);
  await expect.poll(answers, { message: 'the host server is listening', timeout: 230_000 }).toBe(true);
}

/** A sandbox test card (packages/sandbox/README.md "test card"). */
export const cards = { approved: '4111 1111 1111 1111', insufficientFunds: '4000 0000 0000 0002' } as const;

export type PaymentMethod = 'card' | 'onsite' | 'deferred' | 'points';

/** An address no other journey (or earlier run) has used, so the sandbox's outbox and bookings are this test's own. */
export const uniqueEmail = () => `e2e+${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

/** SPEC 5 names: kanji with their hiragana reading on a Japanese booking, English letters on an English one. */
const guestsByLocale = {
  ja: [
    { last: '山田', first: '太郎', lastKana: 'やまだ', firstKana: 'たろう' },
    { last: '佐藤', first: '花子', lastKana: 'さとう', firstKana: 'はなこ' },
  ],
  en: [
    { last: 'Yamada', first: 'Taro' },
    { last: 'Sato', first: 'Hanako' },
  ],
} as const;

export interface ChosenStay {
  hotelId: number;
  hotelName: string;
  dates: { checkIndate: string; checkOutdate: string };
  room: EngineRoom;
  plan: EngineRate;
}


/** Every plan of this archetype takes card, pay at the hotel and pay later (sandbox seed `plan-archetypes.ts`). */
const everyMethodPlan = /BREAKFAST/;

/** The booking funnel (SPEC 2.6, 2.7) as a visitor walks it: review, guest details, payment, confirmation, cancel. */
export class BookingFunnelPage {
  constructor(
    readonly page: Page,
    readonly locale: TestLocale,
    private readonly roomsPlans: RoomsPlansPage,
    private readonly engine: EngineClient,
  ) {}

  text(id: string, values: Record<string, string | number> = {}): string {
    return message('mf-booking', this.locale, id, values);
  }

  matching(id: string): RegExp {
    return pattern(messageSource('mf-booking', this.locale, id));
  }

  path(path: string): string {
    return `${localePrefix[this.locale]}${path}`;
  }

  heading(id: string, values: Record<string, string | number> = {}): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.text(id, values) });
  }

  // ---- choosing a room on the hotel page ----

  /** A stay 30+ days ahead at a hotel whose plan takes every way of paying, found as the engine's clients would. */
  async bookableStay(hotelId: number, fromToday: number): Promise<Omit<ChosenStay, 'hotelName'>> {
    for (let offset = fromToday; offset < fromToday + 21; offset += 1) {
      const dates = stay(offset);
      const rooms = await this.engine.roomsOf(hotelId, dates, this.locale);
      for (const room of rooms) {
        const plan = room.rates.find((rate) => rate.available && !rate.members_only && everyMethodPlan.test(rate.room_plan_code));
        if (plan) return { hotelId, dates, room, plan };
      }
    }
    throw new Error(`hotel ${hotelId} has no bookable breakfast plan within three weeks of day ${fromToday}`);
  }

  /** On the hotel page, the visitor picks the plan for every room of the search and presses Book now. */
  async chooseRoom({ hotelId = 3, rooms = 1, fromToday = 35, stay }: { hotelId?: number; rooms?: number; fromToday?: number; stay?: Omit<ChosenStay, 'hotelName'> } = {}): Promise<ChosenStay> {
    const chosen = stay ?? (await this.bookableStay(hotelId, fromToday));
    const party = Array.from({ length: rooms }, () => ({ adults: 2, children: [] }));
    await this.roomsPlans.open(chosen.hotelId, { ...chosen.dates, rooms: JSON.stringify(party) });
    await this.roomsPlans.cardsShown();
    // The rate's own button, named exactly: a members-only plan's name can contain this plan's name.
    const select = this.roomsPlans.text('hotel.rooms.selectLabel', {
      action: this.roomsPlans.text('hotel.rooms.select'),
      plan: chosen.plan.room_plan_name,
      room: chosen.room.room_type_name,
    });
    await this.roomsPlans.list.getByRole('button', { name: select, exact: true }).click();
    const bar = this.roomsPlans.selectionBar;
    await expect(bar).toContainText(`${chosen.room.room_type_name} · ${chosen.plan.room_plan_name}`);
    await expect(bar.getByRole('status')).toContainText(/[¥￥][\d,]+/);
    await bar.getByRole('button', { name: this.roomsPlans.text('hotel.rooms.bar.book') }).click();
    await this.reviewShown();
    const hotelName = (await this.reviewStay.getByRole('heading', { level: 2 }).textContent()) ?? '';
    return { ...chosen, hotelName };
  }

  // ---- review (/summary) ----

  get reviewStay(): Locator {
    return this.page.getByRole('main').getByRole('region').filter({ has: this.page.getByRole('heading', { level: 2 }) }).first();
  }

  get priceSummary(): Locator {
    return this.page.getByRole('region', { name: this.text('booking.price.title') });
  }

  /** The total the price summary shows, as the visitor reads it (`¥12,345`). */
  get total(): Locator {
    return this.priceSummary.getByText(this.text('booking.price.total'), { exact: true }).locator('xpath=..');
  }

  async reviewShown(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`${localePrefix[this.locale]}/summary`));
    await expect(this.heading('booking.summary.title')).toBeVisible(untilArrived);
    await expect(this.continueButton).toBeVisible(untilArrived);
  }

  get continueButton(): Locator {
    return this.page.getByRole('button', { name: this.text('booking.review.continue') });
  }

  // ---- guest details (/guest-detail) ----

  async guestDetailShown(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`${localePrefix[this.locale]}/guest-detail`));
    await expect(this.heading('booking.guestDetail.title')).toBeVisible(untilArrived);
  }

  /** The fieldset of one room's guest (`Room 1: Deluxe twin`). */
  guestOf(index: number, roomName: string): Locator {
    return this.page.getByRole('group', { name: this.text('booking.guest.room', { number: index + 1, room: roomName }) });
  }

  field(scope: Locator | Page, id: string): Locator {
    return scope.getByRole('textbox', { name: this.text(id), exact: true });
  }

  /** Names (and their reading in Japanese) of the room's guest, typed as a visitor types them. */
  async fillNames(index: number, roomName: string): Promise<void> {
    const guest = this.guestOf(index, roomName);
    const names = guestsByLocale[this.locale][index % 2]!;
    await this.field(guest, 'booking.guest.lastName').fill(names.last);
    await this.field(guest, 'booking.guest.firstName').fill(names.first);
    if ('lastKana' in names) {
      await this.field(guest, 'booking.guest.lastNameKana').fill(names.lastKana);
      await this.field(guest, 'booking.guest.firstNameKana').fill(names.firstKana);
    }
  }

  /** Every room's guest (the first with e-mail and phone), every required question, the policy box. */
  async fillGuestDetails(stay: ChosenStay, email: string, rooms = 1): Promise<void> {
    await this.guestDetailShown();
    for (let index = 0; index < rooms; index += 1) await this.fillNames(index, stay.room.room_type_name);
    const first = this.guestOf(0, stay.room.room_type_name);
    await first.getByRole('textbox', { name: this.text('booking.guest.email'), exact: true }).fill(email);
    await first.getByRole('textbox', { name: this.text('booking.guest.phone'), exact: true }).fill('090-1234-5678');
    await this.answerRequiredQuestions(stay);
    await this.policyBox.check();
  }

  get policyBox(): Locator {
    return this.page.getByRole('checkbox', { name: startOf(this.text('booking.guest.policy')) });
  }

  get proceedButton(): Locator {
    return this.page.getByRole('button', { name: this.text('booking.guest.proceed') });
  }

  /** The engine's required questions for this plan, each answered by its own label (a time, an option or a text). */
  get questionsSection(): Locator {
    return this.page.getByRole('region', { name: this.text('booking.guest.questionsTitle') });
  }

  /** Each required question's control: its select, or the first of its radio buttons. */
  async requiredQuestionControls(stay: ChosenStay): Promise<Array<{ kind: 'select' | 'radio'; control: Locator }>> {
    const section = this.questionsSection;
    return (await requiredQuestions(this.page.request, stay.hotelId, stay.plan.room_plan_code, this.locale)).map((question) => {
      const first = question.settings.answer_options[this.locale]?.[0]?.text;
      return question.answer_type === 'options' && first
        ? { kind: 'radio' as const, control: section.getByRole('radiogroup', { name: question.question }).getByRole('radio', { name: first }) }
        : { kind: 'select' as const, control: section.getByRole('combobox', { name: question.question }) };
    });
  }

  async answerRequiredQuestions(stay: ChosenStay): Promise<void> {
    const section = this.questionsSection;
    for (const question of await requiredQuestions(this.page.request, stay.hotelId, stay.plan.room_plan_code, this.locale)) {
      const options = question.settings.answer_options[this.locale] ?? [];
      if (question.answer_type === 'options' && options.length > 0) {
        const first = options[0]!.text;
        const group = section.getByRole('radiogroup', { name: question.question });
        if ((await group.count()) > 0) await group.getByRole('radio', { name: first }).check();
        else await section.getByRole('combobox', { name: question.question }).selectOption({ label: first });
      } else if (question.answer_type === 'time' && question.settings.started_at) {
        await section.getByRole('combobox', { name: question.question }).selectOption({ label: question.settings.started_at });
      } else {
        await section.getByLabel(question.question).fill(question.answer_type === 'time' ? '15:00' : 'None');
      }
    }
  }

  // ---- payment (/payment) ----

  async paymentShown(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`${localePrefix[this.locale]}/payment`));
    await expect(this.heading('booking.payment.title')).toBeVisible(untilArrived);
  }

  method(method: PaymentMethod): Locator {
    return this.page
      .getByRole('radiogroup', { name: this.text('booking.payment.method') })
      .getByRole('radio', { name: new RegExp(`^${escape(this.text(`booking.payment.method.${method}`))}`) });
  }

  get bookButton(): Locator {
    return this.page.getByRole('button', { name: startOf(messageSource('mf-booking', this.locale, 'booking.payment.submit')) });
  }

  /** Card number, a future expiry, CVC and the holder, in the card fieldset of the page or of a dialog. */
  async fillCard(number: string = cards.approved, scope: Locator | Page = this.page): Promise<void> {
    const card = scope.getByRole('group', { name: this.text('booking.card.legend') });
    await card.getByRole('textbox', { name: this.text('booking.card.number') }).fill(number);
    const nextYear = String(new Date().getFullYear() + 2);
    await card.getByRole('combobox', { name: this.text('booking.card.expMonth') }).selectOption('08');
    await card.getByRole('combobox', { name: this.text('booking.card.expYear') }).selectOption(nextYear);
    await card.getByRole('textbox', { name: this.text('booking.card.cvc') }).fill('123');
    await card.getByRole('textbox', { name: this.text('booking.card.holder') }).fill('TARO YAMADA');
  }

  /** From the review to the payment page: Continue, guest details, Proceed. */
  async toPayment(stay: ChosenStay, email: string, rooms = 1): Promise<void> {
    await this.continueButton.click();
    await this.fillGuestDetails(stay, email, rooms);
    await this.proceedButton.click();
    await this.paymentShown();
  }

  // ---- confirmation (/confirm-booking/{id}) ----

  /** The confirmation has arrived; answers the booking id the address names. */
  async confirmationShown(): Promise<string> {
    await expect(this.page).toHaveURL(new RegExp(`${localePrefix[this.locale]}/confirm-booking/[^/?]+\\?`), untilArrived);
    const id = decodeURIComponent(new URL(this.page.url()).pathname.split('/').pop() ?? '');
    await expect(this.heading('booking.confirmation.thankYou')).toBeVisible(untilArrived);
    await expect(this.page.getByRole('main')).toContainText(`${this.text('booking.confirmation.bookingId')}: ${id}`);
    return id;
  }

  get paymentSection(): Locator {
    return this.page.getByRole('region', { name: this.text('booking.confirmation.payment') });
  }

  // ---- cancel (/cancel) ----

  async openCancel(): Promise<void> {
    await this.page.goto(this.path('/cancel'));
    await expect(this.heading('booking.cancel.title')).toBeVisible(untilArrived);
  }

  /** The visitor finds the booking: the hotel from the searchable field, the booking id and the e-mail. */
  async lookUp(hotelName: string, bookingId: string, email: string): Promise<void> {
    const hotel = this.page.getByRole('combobox', { name: this.text('booking.cancel.form.hotel') });
    await hotel.fill(hotelName.slice(0, Math.min(hotelName.length, 6)));
    await this.page.getByRole('option', { name: hotelName, exact: true }).click();
    await expect(hotel).toHaveValue(hotelName);
    await this.page.getByRole('textbox', { name: this.text('booking.cancel.form.bookingId'), exact: true }).fill(bookingId);
    await this.page.getByRole('textbox', { name: this.text('booking.cancel.form.email'), exact: true }).fill(email);
    await this.page.getByRole('button', { name: this.text('booking.cancel.form.submit') }).click();
  }

  get cancelDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.text('booking.cancel.dialog.title') });
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
