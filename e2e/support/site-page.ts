import { expect, type Locator, type Page } from '@playwright/test';
import { localePrefix, message, type TestLocale } from './catalogues';

/**
 * How long a journey waits for a page, or a part of it, to arrive: as long as the journey's own time limit.
 * A first visit starts the site and loads remotes, code and data on a machine other runs share, so no shorter
 * budget holds there; what the journey waits for is the page's own sign that the part has arrived.
 */
export const untilArrived = { timeout: 0 } as const;

/** The host's shell, as a visitor finds it: the pages it routes to and the remotes it shows in them. */
export class SitePage {
  constructor(
    readonly page: Page,
    readonly locale: TestLocale,
  ) {}

  path(path: string): string {
    return `${localePrefix[this.locale]}${path}`.replace(/(.)\/$/, '$1') || '/';
  }

  /** Where a remote's exposed module renders (or its skeleton, or its unavailable panel). */
  slot(id: string): Locator {
    return this.page.locator(`[data-remote-slot="${id}"]`);
  }

  /** The unavailable panel a slot shows when its remote cannot be loaded. */
  unavailable(id: string): Locator {
    return this.slot(id).getByRole('alert');
  }

  get title(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get homeTitle(): Locator {
    return this.page.getByRole('heading', { level: 1, name: message('host', this.locale, 'home.title') });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(this.path(path));
  }

  /**
   * Once a page has settled, the host loads the code of the page most visitors open next (host page-prefetch):
   * waits until the page has fetched that exposed module (`./HotelListPage` of `mf-search`, say) and the chunks
   * it pulls in after it, i.e. until no file has arrived for half a second — what a visitor reading the page
   * gives the site anyway.
   */
  async nextPageLoadedAhead(remote: string, exposed: string): Promise<void> {
    const loadedAndQuiet = () =>
      this.page.evaluate(
        ([folder, file, quietMs]) => {
          const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const fetched = entries.some((entry) => entry.name.includes(folder) && entry.name.includes(file));
          const lastArrival = Math.max(0, ...entries.map((entry) => entry.responseEnd));
          return fetched && performance.now() - lastArrival >= quietMs;
        },
        [`/${remote}/`, `__federation_expose_${exposed}.`, 500] as const,
      );
    await expect.poll(loadedAndQuiet, { message: `${remote} ${exposed} loaded ahead`, ...untilArrived }).toBe(true);
  }
}
