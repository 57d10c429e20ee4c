import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { message, type TestLocale } from './catalogues';
import { sandboxUrl } from './environment';
import { SitePage, untilArrived } from './site-page';

/** The hotel the site signs members up and in at (support/member-session.ts). */
const memberHotel = 2851;
const clientKeys = { key: 'sandbox-client-key', secret: 'sandbox-client-secret' };

/** The demo members of the sandbox seed (packages/sandbox/src/seed/catalogue/members.ts), password and all. */
export const demoMembers = { emily: 'emily.clark@example.com', hanako: 'hanako.sato@example.jp', password: 'Sakura2026!' } as const;

/** An address no other journey (or earlier run) has used, so the outbox and the account are this journey's own. */
export const uniqueMemberEmail = (tag: string) => `e2e-${tag}+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** SPEC 5 sign-up names: kanji with katakana readings in Japanese, English letters in English. */
export const newcomers = {
  ja: { lastName: '山田', firstName: '花子', lastNameKana: 'ヤマダ', firstNameKana: 'ハナコ' },
  en: { lastName: 'Walker', firstName: 'Alice' },
} as const;

/** What a visitor types into the sign-up panel (the names come from `newcomers`). */
export interface Newcomer {
  email: string;
  password: string;
  postalCode: string;
  street: string;
  phone: string;
}

type OutboxKind = 'otp' | 'membership_confirmation' | 'password_reset';
interface OutboxMessage {
  kind: OutboxKind;
  to: string;
  otp: string | null;
  link: string | null;
}

/** The sandbox's dev outbox (packages/sandbox/README.md "Dev outbox"): every e-mail and OTP it "sent". */
export class Outbox {
  constructor(private readonly request: APIRequestContext) {}

  async messages(to: string, kind: OutboxKind): Promise<OutboxMessage[]> {
    const answer = await this.request.get(`${sandboxUrl}/dev/outbox`, { params: { to, kind } });
    expect(answer.ok(), 'the outbox answers').toBe(true);
    return ((await answer.json()) as { data: OutboxMessage[] }).data;
  }

  /** The newest message of its kind once more than `seen` have arrived (the outbox lists newest first). */
  async newest(to: string, kind: OutboxKind, seen = 0): Promise<OutboxMessage> {
    await expect.poll(async () => (await this.messages(to, kind)).length, { message: `a ${kind} e-mail to ${to}`, timeout: 15_000 }).toBeGreaterThan(seen);
    return (await this.messages(to, kind))[0]!;
  }

  async otp(to: string, seen = 0): Promise<string> {
    const { otp } = await this.newest(to, 'otp', seen);
    expect(otp, 'the OTP e-mail carries a code').toMatch(/^\d{6}$/);
    return otp as string;
  }

  /** The path and query of the newest confirmation link, to open on the journeys' own site. */
  async confirmationPath(to: string): Promise<string> {
    const { link } = await this.newest(to, 'membership_confirmation');
    const url = new URL(link ?? '');
    expect(url.pathname, 'the e-mail links to the member confirmation page').toBe('/member-confirmation');
    return `${url.pathname}${url.search}`;
  }
}

/**
 * A member of this journey's own, signed up at the engine (as checkout does) and confirmed through the e-mail's
 * link, so a journey may change their profile or password without touching the demo members others rely on.
 */
export async function confirmedMember(request: APIRequestContext, tag: string, names: { firstName: string; lastName: string }) {
  const email = uniqueMemberEmail(tag);
  const password = 'Kaede2026go';
  const session = await request.post(`${sandboxUrl}/booking/client_sessions`, { data: clientKeys });
  const headers = { 'client-session': ((await session.json()) as { client_session: string }).client_session };
  const signUp = await request.post(`${sandboxUrl}/booking/hotels/${memberHotel}/memberships/sign_up`, {
    headers,
    data: { email, password, first_name: names.firstName, last_name: names.lastName, first_name_kana: '', last_name_kana: '', hotel_id: memberHotel, email_permission: false },
  });
  expect(signUp.status(), `${email} signs up`).toBe(202);
  const link = new URL(`${sandboxUrl}${await new Outbox(request).confirmationPath(email)}`);
  const confirm = await request.get(`${sandboxUrl}/booking/hotels/${memberHotel}/memberships/confirm`, { headers, params: Object.fromEntries(link.searchParams) });
  expect(confirm.status(), `${email} confirms the e-mail`).toBe(200);
  return { email, password };
}

/** The member app as a visitor meets it: the header's links, the login drawer, the sign-up panel and the member area. */
export class MemberAreaPage {
  readonly site: SitePage;

  constructor(
    readonly page: Page,
    readonly locale: TestLocale,
    readonly outbox: Outbox,
  ) {
    this.site = new SitePage(page, locale);
  }

  text(id: string, values: Record<string, string | number> = {}): string {
    return message('mf-member', this.locale, id, values);
  }

  hostText(id: string, values: Record<string, string | number> = {}): string {
    return message('host', this.locale, id, values);
  }

  get loginLink(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: this.hostText('header.login'), exact: true });
  }

  /** The login drawer or the sign-up panel, whichever step it shows. */
  get panel(): Locator {
    return this.page.getByRole('dialog');
  }

  panelTitled(id: string): Locator {
    return this.page.getByRole('dialog', { name: this.text(id) });
  }

  /** A text field (or, by `role`, a select) of the open panel, by its label. */
  field(id: string, role: 'textbox' | 'combobox' = 'textbox'): Locator {
    return this.panel.getByRole(role, { name: this.text(id), exact: true });
  }

  /** A password input (no role of its own), by its label, which may end in the required mark `*`. */
  passwordField(id: string): Locator {
    const label = this.text(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.panel.getByLabel(new RegExp(`^${label}\\*?$`));
  }

  button(id: string, values: Record<string, string | number> = {}): Locator {
    return this.page.getByRole('button', { name: this.text(id, values), exact: true });
  }

  /** The page's own text, e.g. a message that appears after an action. */
  says(id: string, values: Record<string, string | number> = {}): Locator {
    return this.page.getByText(this.text(id, values), { exact: true });
  }

  async openLogin(): Promise<void> {
    await this.site.open('/login');
    await expect(this.panelTitled('member.auth.loginTitle')).toBeVisible(untilArrived);
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.field('member.login.email').fill(email);
    await this.passwordField('member.login.password').fill(password);
    await this.panel.getByRole('button', { name: this.text('member.login.signIn.submit'), exact: true }).click();
    await expect(this.panel).toHaveCount(0);
  }

  /** The header's greeting button once the member is signed in (SPEC 6: first name in English, else last name). */
  headerGreeting(name: string): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: new RegExp(this.hostText('header.greeting', { name })) });
  }

  /** The sign-up form, filled as a newcomer would; the address comes from the postal code. */
  async fillSignUp(who: Newcomer): Promise<void> {
    const names = newcomers[this.locale];
    await this.field('member.signup.email').fill(who.email);
    if ('lastNameKana' in names) {
      await this.field('member.signup.lastNameKanji').fill(names.lastName);
      await this.field('member.signup.firstNameKanji').fill(names.firstName);
      await this.field('member.signup.lastNameKana').fill(names.lastNameKana);
      await this.field('member.signup.firstNameKana').fill(names.firstNameKana);
    } else {
      await this.field('member.signup.lastName').fill(names.lastName);
      await this.field('member.signup.firstName').fill(names.firstName);
    }
    await this.field('member.signup.birthDay').fill('1990-04-01');
    await this.panel.getByRole('radio', { name: this.text('member.signup.gender.female'), exact: true }).check();
    await this.field('member.signup.country', 'combobox').selectOption({ label: this.countryName('JP') });
    await this.field('member.signup.phone').fill(who.phone);
    await this.field('member.signup.postalCode').fill(who.postalCode);
    await expect(this.panel.getByText(this.text('member.signup.addressFound'))).toBeVisible();
    await this.field('member.signup.streetAddress').fill(who.street);
    await this.passwordField('member.signup.password').fill(who.password);
    await this.passwordField('member.signup.rePassword').fill(who.password);
    await this.panel.getByRole('checkbox', { name: this.text('member.signup.policy') }).check();
  }

  countryName(code: string): string {
    return new Intl.DisplayNames([this.locale === 'ja' ? 'ja-JP' : 'en-US'], { type: 'region' }).of(code) ?? code;
  }

  async openSection(section: 'my-card' | 'my-profile' | 'my-booking' | 'my-rewards' | 'change-password'): Promise<void> {
    const titles = { 'my-card': 'myCard', 'my-profile': 'myProfile', 'my-booking': 'myBooking', 'my-rewards': 'myRewards', 'change-password': 'changePassword' };
    await this.site.open(`/profile/${section}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.text(`member.profile.${titles[section]}`) })).toBeVisible(untilArrived);
  }

  /** A read-only row of My profile (`member.profile.field.*`): the definition beside its term. */
  profileValue(field: string): Locator {
    const term = this.page.getByRole('term').getByText(this.text(`member.profile.field.${field}`), { exact: true });
    return this.page.locator('dl > div').filter({ has: term }).getByRole('definition');
  }
}
