import { expect, type Locator, type Page } from '@playwright/test';
import { localePrefix, message, type TestLocale } from './catalogues';
import { untilArrived } from './site-page';

/** Phones are narrower than 768 px (SPEC 9): popups are full-screen sheets and a pick at home leads to the dates. */
const phoneWidth = 768;

/** The booking search box (mf-search SearchBox) as a visitor sees it, in one language. */
export class SearchBoxPage {
  constructor(
    readonly page: Page,
    readonly locale: TestLocale,
  ) {}

  text(id: string, values: Record<string, string> = {}): string {
    return message('mf-search', this.locale, `search.box.${id}`, values);
  }

  /** The same box in another of the site's languages. */
  inLanguage(locale: TestLocale): SearchBoxPage {
    return new SearchBoxPage(this.page, locale);
  }

  get box(): Locator {
    return this.page.getByRole('search', { name: this.text('label') });
  }

  get destination(): Locator {
    return this.box.getByRole('combobox', { name: this.text('location') });
  }

  get suggestions(): Locator {
    return this.page.getByRole('listbox', { name: this.text('location') });
  }

  get datesButton(): Locator {
    return this.box.getByRole('button', { name: new RegExp(`^${escape(this.text('dates'))}`) });
  }

  get nightsButton(): Locator {
    return this.box.getByRole('button', { name: new RegExp(`^${escape(this.text('nights'))}`) });
  }

  get guestsButton(): Locator {
    return this.box.getByRole('button', { name: new RegExp(`^${escape(this.text('guests'))}`) });
  }

  get promoButton(): Locator {
    return this.box.getByRole('button', { name: new RegExp(`^${escape(this.text('promo'))}`) });
  }

  get submitButton(): Locator {
    return this.box.getByRole('button', { name: this.text('submit'), exact: true });
  }

  dialog(titleId: string): Locator {
    return this.page.getByRole('dialog', { name: this.text(titleId) });
  }

  get calendar(): Locator {
    return this.dialog('calendar.title');
  }

  get rooms(): Locator {
    return this.dialog('rooms.title');
  }

  get promo(): Locator {
    return this.dialog('promo.title');
  }

  isPhone(): boolean {
    return (this.page.viewportSize()?.width ?? 1280) < phoneWidth;
  }

  /** Opens home and waits, as its visitor does, for the search box (a remote of its own). */
  async openHome(): Promise<void> {
    await this.page.goto(localePrefix[this.locale] || '/');
    await expect(this.destination).toBeVisible(untilArrived);
  }

  /** Keyboard only: type into the field, wait for the suggestion, ArrowDown to it, Enter. */
  async typeAndPickFirst(text: string, expectedOption: RegExp): Promise<void> {
    await this.destination.focus();
    await this.page.keyboard.type(text);
    // The places and hotels come from the content service the first time.
    await expect(this.suggestions.getByRole('option').first()).toHaveAccessibleName(expectedOption, untilArrived);
    await this.page.keyboard.press('ArrowDown');
    await expect(this.destination).toHaveAttribute('aria-activedescendant', /option-0$/);
    await this.page.keyboard.press('Enter');
  }

  /**
   * A keyboard search for a place from home. On phones the pick leads on to the dates step (SPEC 2.3): the
   * visitor leaves it with Escape and presses Search.
   */
  async searchFromHome(text: string, expectedOption: RegExp): Promise<void> {
    await this.typeAndPickFirst(text, expectedOption);
    if (!this.isPhone()) return;
    await expect(this.calendar).toBeVisible();
    await this.page.keyboard.press('Escape');
    await expect(this.calendar).toBeHidden();
    await this.submitButton.focus();
    await this.page.keyboard.press('Enter');
  }

  /** The calendar's focused day (the check-in when it opens). */
  get focusedDay(): Locator {
    return this.calendar.locator('[role="gridcell"][tabindex="0"]');
  }

  async openCalendar(): Promise<void> {
    await this.datesButton.click();
    await expect(this.calendar).toBeVisible();
    await expect(this.focusedDay).toBeFocused();
  }

  async openRooms(): Promise<void> {
    await this.guestsButton.click();
    await expect(this.rooms).toBeVisible();
  }

  async openPromo(): Promise<void> {
    await this.promoButton.click();
    await expect(this.promo).toBeVisible();
  }

  /** The current page's query as a map. */
  query(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
