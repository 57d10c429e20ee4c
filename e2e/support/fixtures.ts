import { test as base, expect } from '@playwright/test';
import { sitePassword } from './environment';

interface Options {
  /** Journeys start past the shared-password gate unless they are about the gate itself. */
  gatePassed: boolean;
}

interface Fixtures {
  /** Console errors and uncaught exceptions seen during the journey; a normal journey has none. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures & Options>({
  gatePassed: [true, { option: true }],
  page: async ({ page, gatePassed }, use) => {
    if (gatePassed) {
      // page.request shares the browser context's cookies, so the pass cookie applies to the page too.
      const answer = await page.request.post('/api/authenticate', { data: { password: sitePassword } });
      expect(answer.status(), 'the gate accepts the site password').toBe(204);
    }
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
