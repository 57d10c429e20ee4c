import { expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import { addDays, toIsoDate } from '@hotel/domain';
import { localePrefix, message, messageSource, type TestLocale } from './catalogues';
import { sandboxUrl } from './environment';
import { untilArrived } from './site-page';

export function stay(fromToday: number, nights = 1): { checkIndate: string; checkOutdate: string } {
  const checkIn = addDays(toIsoDate(new Date()), fromToday);
  return { checkIndate: checkIn, checkOutdate: addDays(checkIn, nights) };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The part of a message before its first placeholder, as the start of a name. */
export const startOf = (text: string) => new RegExp(`^${escape(text.split('{')[0] ?? text)}`);

/** A whole message as a pattern, each placeholder (plural forms too) matching anything. */
export function pattern(text: string): RegExp {
  let out = '';
  let depth = 0;
  for (const char of text) {
    if (char === '{') {
      if (depth === 0) out += '.+';
      depth += 1;
    } else if (char === '}') depth -= 1;
    else if (depth === 0) out += escape(char);
  }
  return new RegExp(`^${out}$`);
}

export function priceOf(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

/** The rooms and plans of a hotel page (SPEC 2.5), as a visitor finds them. */
export class RoomsPlansPage {
  constructor(
    readonly page: Page,
    readonly locale: TestLocale,
  ) {}

  text(id: string, values: Record<string, string> = {}): string {
    return message('mf-hotel', this.locale, id, values);
  }

  /** A message with placeholders, as a pattern of what the page shows. */
  matching(id: string): RegExp {
    return pattern(messageSource('mf-hotel', this.locale, id));
  }

  /** Opens a hotel page with a search and waits, as its visitor does, for the rooms and plans section. */
  async open(hotelId: number, params: Record<string, string>): Promise<void> {
    await this.page.goto(`${localePrefix[this.locale]}/hotel/${hotelId}?${new URLSearchParams(params).toString()}`);
    await expect(this.heading).toBeVisible(untilArrived);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 2, name: this.text('hotel.rooms.title') });
  }

  tab(view: 'rooms' | 'plans'): Locator {
    return this.page.getByRole('tab', { name: this.text(view === 'rooms' ? 'hotel.rooms.view.rooms' : 'hotel.rooms.view.plans') });
  }

  get list(): Locator {
    return this.page.getByRole('tabpanel', { name: new RegExp(`^(${escape(this.text('hotel.rooms.view.rooms'))}|${escape(this.text('hotel.rooms.view.plans'))})$`) });
  }

  get cards(): Locator {
    return this.list.getByRole('article');
  }

  /** The search has answered and its cards are shown (the list is busy while the engine is asked). */
  async cardsShown(): Promise<void> {
    await expect(this.list).toHaveAttribute('aria-busy', 'false', untilArrived);
    await expect(this.cards.first()).toBeVisible(untilArrived);
  }

  /** The engine's answer to the page's rooms search for a stay ending on `checkOut`. */
  searchAnswered(checkOut: string): Promise<Response> {
    return this.page.waitForResponse((response) => {
      const url = new URL(response.url());
      if (!/\/booking\/hotels\/\d+\/rooms$/.test(url.pathname)) return false;
      return (JSON.parse(url.searchParams.get('q') ?? '{}') as { checkout_date?: string }).checkout_date === checkOut;
    });
  }

  /** The prices a card shows, one per rate, in the order shown. */
  async pricesIn(card: Locator): Promise<number[]> {
    return (await card.getByText(/^[¥￥][\d,]+$/).allTextContents()).map(priceOf);
  }

  /** The cards shown once the list has settled: not busy with a search, nor still drawing the last choice. */
  async settledCards(): Promise<Locator[]> {
    await expect(this.list).toHaveAttribute('aria-busy', 'false', untilArrived);
    return this.cards.all();
  }

  async pricesByCard(): Promise<number[][]> {
    const cards = await this.settledCards();
    return Promise.all(cards.map((card) => this.pricesIn(card)));
  }

  get sortButton(): Locator {
    return this.page.getByRole('button', { name: startOf(messageSource('mf-hotel', this.locale, 'hotel.rooms.sort.button')) });
  }

  async sortBy(option: 'hotel.rooms.sort.recommended' | 'hotel.rooms.sort.priceLowToHigh' | 'hotel.rooms.sort.priceHighToLow') {
    await this.sortButton.click();
    await this.page.getByRole('menuitemradio', { name: this.text(option) }).click();
    await expect(this.page.getByRole('menu')).toBeHidden();
  }

  get filterButton(): Locator {
    return this.page.getByRole('button', { name: startOf(messageSource('mf-hotel', this.locale, 'hotel.rooms.filter.button')) });
  }

  get filterPanel(): Locator {
    return this.page.getByRole('dialog', { name: this.text('hotel.rooms.filter.title') });
  }

  /** The select button of one rate: plan and room names as the page shows them. */
  selectButton(plan: string | RegExp, room: string | RegExp): Locator {
    const part = (value: string | RegExp) => (typeof value === 'string' ? escape(value) : value.source);
    return this.list.getByRole('button', { name: new RegExp(`${part(plan)}.*${part(room)}$`) });
  }

  get selectionBar(): Locator {
    return this.page.getByRole('region', { name: this.text('hotel.rooms.bar.title') });
  }
}

export interface EngineRate {
  room_plan_code: string;
  room_plan_name: string;
  total_price: number;
  available: boolean;
  members_only: boolean;
  non_sign_in_discount: { total_price_after_discount: number } | null;
  sign_in_discount: { total_price_after_discount: number } | null;
}

interface EngineQuestion {
  id: number;
  answer_type: 'text' | 'options' | 'time' | string;
  labels: string[];
  settings: { started_at: string | null; answer_options: Record<string, Array<{ text: string }> | undefined> };
}

function answerTo(question: EngineQuestion): string {
  if (question.answer_type === 'time' && question.settings.started_at) return question.settings.started_at;
  if (question.answer_type === 'options') return question.settings.answer_options.en?.[0]?.text ?? '';
  return 'None';
}

export interface EngineRoom {
  room_type_code: string;
  room_type_name: string;
  rates: EngineRate[];
}

export interface KidsTiers {
  kids_setting: { kids_type: string[] };
  kids_tiers: Array<{ code: string; name: string; min_age: number; bedding: boolean }>;
}

/** Calls to the journeys' sandbox, as the booking engine's other clients would make them. */
export class EngineClient {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly session: string,
  ) {}

  static async start(request: APIRequestContext): Promise<EngineClient> {
    const answer = await request.post(`${sandboxUrl}/booking/client_sessions`, {
      data: { key: 'sandbox-client-key', secret: 'sandbox-client-secret' },
    });
    return new EngineClient(request, ((await answer.json()) as { client_session: string }).client_session);
  }

  private headers(locale = 'en') {
    return { 'client-session': this.session, locale };
  }

  async roomsOf(hotelId: number, dates: { checkIndate: string; checkOutdate: string }, locale: TestLocale = 'en') {
    const q = JSON.stringify({ checkin_date: dates.checkIndate, checkout_date: dates.checkOutdate, rooms: [{ adults: 2, children: 0 }] });
    const answer = await this.request.get(`${sandboxUrl}/booking/hotels/${hotelId}/rooms`, { params: { type: 'rooms', q }, headers: this.headers(locale) });
    return ((await answer.json()) as { data: EngineRoom[] }).data;
  }

  /** A stay from `fromToday` on (trying the days after it) for which the hotel has public rooms. */
  async bookableStay(hotelId: number, fromToday: number, nights = 1) {
    for (let offset = fromToday; offset < fromToday + 14; offset += 1) {
      const dates = stay(offset, nights);
      const rooms = await this.roomsOf(hotelId, dates);
      const room = rooms.find((r) => r.rates.some((rate) => rate.available && !rate.members_only));
      const rate = room?.rates.find((r) => r.available && !r.members_only);
      if (room && rate) return { dates, roomTypeCode: room.room_type_code, rate };
    }
    throw new Error(`hotel ${hotelId} has no bookable stay within two weeks of day ${fromToday}`);
  }

  async tiers(hotelId: number): Promise<KidsTiers> {
    const answer = await this.request.get(`${sandboxUrl}/booking/hotels/${hotelId}/tiers`, { headers: this.headers() });
    return (await answer.json()) as KidsTiers;
  }

  /** The first hotel whose children are counted by tiers, with its tiers. */
  async kidsTierHotel(): Promise<{ id: number; tiers: KidsTiers }> {
    for (let id = 1; id <= 81; id += 1) {
      const tiers = await this.tiers(id);
      if (tiers.kids_setting.kids_type.includes('tiers')) return { id, tiers };
    }
    throw new Error('the sandbox has no kids-tier hotel');
  }

  /** Answers to the questions a booking of this plan must answer (SPEC 5): the first time or option offered. */
  async requiredAnswers(hotelId: number, planCode: string): Promise<Array<{ question_id: number; text: string }>> {
    const asked = { q: JSON.stringify({ label_filters: ['place_booking_process'] }), room_plan_codes: planCode };
    const lists = await Promise.all(
      [`hotel_brands/297`, `hotels/${hotelId}`].map(async (owner) => {
        const answer = await this.request.get(`${sandboxUrl}/booking/${owner}/additional_questions`, { params: asked, headers: this.headers() });
        return ((await answer.json()) as { data: EngineQuestion[] }).data;
      }),
    );
    return lists
      .flat()
      .filter((question) => question.labels.includes('required:true'))
      .map((question) => ({ question_id: question.id, text: answerTo(question) }));
  }

  /** A one-room guest booking paid at the hotel, as the booking steps would make it. */
  async book(hotelId: number, fromToday: number, locale: TestLocale = 'en') {
    const { dates, roomTypeCode, rate } = await this.bookableStay(hotelId, fromToday);
    const email = `edit.${Date.now()}@example.jp`;
    // SPEC 5 names: in kanji or kana on a Japanese booking, in English letters on an English one.
    const names = locale === 'ja' ? { first_name: '太郎', last_name: '山田' } : { first_name: 'Taro', last_name: 'Yamada' };
    const answer = await this.request.post(`${sandboxUrl}/booking/hotels/${hotelId}/reservations`, {
      headers: { ...this.headers(locale), 'Idempotency-Key': `rooms-plans-${Date.now()}` },
      data: {
        rooms: [
          {
            room_type_code: roomTypeCode,
            room_plan_code: rate.room_plan_code,
            room_count: 1,
            adults: 2,
            children: 0,
            kids_tiers: [],
            guest: { email, ...names, first_name_kana: 'たろう', last_name_kana: 'やまだ', phone: '090-1234-5678' },
            total_price: rate.non_sign_in_discount?.total_price_after_discount ?? rate.total_price,
            checkin_date: dates.checkIndate,
            checkout_date: dates.checkOutdate,
          },
        ],
        payment_method: 'onsite',
        answers: await this.requiredAnswers(hotelId, rate.room_plan_code),
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    const { data } = (await answer.json()) as { data: { reservation_number: string; bypass_token: string; email: string; hotel: { name: string } } };
    return { ...data, dates };
  }
}

export function isSorted(values: number[], direction: 'asc' | 'desc'): boolean {
  return values.every((value, i) => i === 0 || (direction === 'asc' ? (values[i - 1] as number) <= value : (values[i - 1] as number) >= value));
}
