import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatPrice } from '@hotel/domain';
import { clientSession } from './booking-sandbox';
import { message, type TestLocale } from './catalogues';
import { sandboxUrl } from './environment';
import type { MemberAreaPage } from './member-area-page';
import { untilArrived } from './site-page';

/** The hotel the site signs members in at (support/member-session.ts). */
const memberHotel = 2851;

const intlLocale: Record<TestLocale, string> = { ja: 'ja-JP', en: 'en-US' };

/** SPEC 4 statuses as the list shows them, each with its badge's message and colour (`@hotel/ui` tokens). */
const badges = {
  coming_up: { id: 'member.bookings.status.comingUp', colour: 'rgb(9, 105, 218)' },
  done: { id: 'member.bookings.status.done', colour: 'rgb(26, 127, 55)' },
  cancelled: { id: 'member.bookings.status.cancelled', colour: 'rgb(180, 35, 24)' },
} as const;

export type RewardTableName = 'stays' | 'golf' | 'onsen' | 'restaurants' | 'giftShops';

/** One movement of the member's points as the engine records it (sandbox README "Point history"). */
export interface EnginePointEntry {
  reservation_number: string | null;
  description: string;
  points: number;
  category: 'stays' | 'golf' | 'onsen' | 'restaurants' | 'gift_shops' | null;
}

/** The member's point history at the engine, asked with their own sign-in, in the journey's language. */
export async function enginePointHistory(request: APIRequestContext, email: string, password: string, locale: TestLocale): Promise<EnginePointEntry[]> {
  const session = await clientSession(request);
  const signIn = await request.post(`${sandboxUrl}/booking/hotels/${memberHotel}/memberships/sign_in`, {
    headers: { 'client-session': session },
    data: { email, password },
  });
  expect(signIn.status(), `${email} signs in at the engine`).toBe(200);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const answer = await request.get(`${sandboxUrl}/booking/hotels/${memberHotel}/memberships/point_histories`, {
    headers: { 'client-session': session, authorization: `Bearer ${token}`, locale },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: EnginePointEntry[] }).data;
}

/** What the engine answers a sign-in with these credentials: its status and the first error's title. */
export async function engineSignInRefusal(request: APIRequestContext, email: string, password: string, locale: TestLocale) {
  const answer = await request.post(`${sandboxUrl}/booking/hotels/${memberHotel}/memberships/sign_in`, {
    headers: { 'client-session': await clientSession(request), locale },
    data: { email, password },
  });
  const body = (await answer.json()) as { errors?: Array<{ title: string }> };
  return { status: answer.status(), title: body.errors?.[0]?.title ?? '' };
}

/**
 * The drawer's sign-in, typed and sent, whatever the answer. Its button is looked for in the drawer: a hotel page
 * has "Log in" buttons of its own beside each member price (`MemberAreaPage.logIn` looks page-wide).
 */
export async function submitLogIn(area: MemberAreaPage, email: string, password: string): Promise<void> {
  await area.field('member.login.email').fill(email);
  await area.passwordField('member.login.password').fill(password);
  await area.panel.getByRole('button', { name: area.text('member.login.signIn.submit'), exact: true }).click();
}

/**
 * A member's own bookings and points in the member area (SPEC 2.8): My bookings with their status badges, My
 * rewards' tables, Change password, and the way out of the membership; the header's log-out.
 */
export class MemberBookingPage {
  constructor(
    readonly page: Page,
    readonly locale: TestLocale,
  ) {}

  text(id: string, values: Record<string, string | number> = {}): string {
    return message('mf-member', this.locale, id, values);
  }

  /** `YYYY-MM-DD` as the member area writes a date ("Wed, Dec 30, 2026"). */
  date(isoDate: string): string {
    return new Intl.DateTimeFormat(intlLocale[this.locale], { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
      new Date(`${isoDate}T00:00:00Z`),
    );
  }

  price(yen: number): string {
    return formatPrice(yen, 'JPY', 0, this.locale);
  }

  /** Points as the tables write them: signed, "+12" or "-12". */
  points(value: number): string {
    return new Intl.NumberFormat(intlLocale[this.locale], { signDisplay: 'exceptZero' }).format(value);
  }

  // ---- my bookings ----

  get bookings(): Locator {
    return this.page.getByRole('list', { name: this.text('member.bookings.listLabel') });
  }

  /** The list item of one booking, found by the number it shows. */
  booking(id: string): Locator {
    return this.bookings.getByRole('listitem').filter({ hasText: this.text('member.bookings.number', { number: id }) });
  }

  /** The badge of a booking: its words, drawn in its status colour (SPEC 4: blue, green, red). */
  async expectBadge(item: Locator, status: keyof typeof badges): Promise<void> {
    const badge = item.getByText(this.text(badges[status].id), { exact: true });
    await expect(badge).toBeVisible(untilArrived);
    await expect(badge).toHaveCSS('background-color', badges[status].colour);
  }

  stayLine(dates: { checkIndate: string; checkOutdate: string }, nights: number): string {
    return this.text('member.bookings.stay', { checkin: this.date(dates.checkIndate), checkout: this.date(dates.checkOutdate), nights });
  }

  // ---- my rewards ----

  rewardTable(name: RewardTableName): Locator {
    return this.page.getByRole('table', { name: this.text(`member.rewards.category.${name}`) });
  }

  /** The rows of a table whose description contains `text` (a booking id, a place). */
  rewardRows(name: RewardTableName, text: string): Locator {
    return this.rewardTable(name).getByRole('row').filter({ hasText: text });
  }

  // ---- change password ----

  /** A password input of the change form, by its label (which may end in the required mark). */
  passwordField(id: 'oldPassword' | 'newPassword' | 'confirmNewPassword'): Locator {
    const label = this.text(`member.password.${id}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByRole('main').getByLabel(new RegExp(`^${label}\\*?$`));
  }

  async changePassword(oldPassword: string, newPassword: string): Promise<void> {
    await this.passwordField('oldPassword').fill(oldPassword);
    await this.passwordField('newPassword').fill(newPassword);
    await this.passwordField('confirmNewPassword').fill(newPassword);
    await this.page.getByRole('main').getByRole('button', { name: this.text('member.password.submit'), exact: true }).click();
  }

  // ---- cancel membership ----

  get cancelMembershipDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: this.text('member.cancelMembership.title') });
  }

  async cancelMembership(): Promise<void> {
    await this.page.getByRole('button', { name: this.text('member.cancelMembership.open'), exact: true }).click();
    await expect(this.cancelMembershipDialog).toBeVisible();
    await this.cancelMembershipDialog.getByRole('button', { name: this.text('member.cancelMembership.confirm'), exact: true }).click();
  }

  // ---- header ----

  /** The header's user menu (its button greets the member), then Log out. */
  async logOut(greeting: string): Promise<void> {
    const banner = this.page.getByRole('banner');
    await banner.getByRole('button', { name: new RegExp(`^${message('host', this.locale, 'header.greeting', { name: greeting })}`) }).click();
    // Logging out loads the home page afresh (SPEC 4): wait for it, or the next step may race the reload.
    const homeLoaded = this.page.waitForEvent('load');
    await banner.getByRole('button', { name: message('host', this.locale, 'header.logout'), exact: true }).click();
    await homeLoaded;
  }

  get headerLoginLink(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: message('host', this.locale, 'header.login'), exact: true });
  }
}
