import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, headlessShellPath } from '@hotel/release';
import { accessTokenSeconds, e2ePorts, e2eStore, operatorPassword, sitePassword } from './support/environment';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** The timed projects measure the browser a visitor has: the full Chromium, not the journeys' headless shell. */
const fullChromium = { executablePath: chromiumPath() ?? '/usr/bin/chromium', args: [...chromiumArgs] };

/** Journeys run against production builds served as `npm start` serves them, on ports of their own. */
export default defineConfig({
  testDir: './journeys',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A journey waits for a page as its visitor does, until the page's own sign that it has arrived, bounded only
  // by the journey's time limit (support/site-page.ts `untilArrived`); 60 s holds on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : [['list']],
  // The timing journeys run last and one at a time, so no other journey shares their two cores.
  projects: [
    { name: 'journeys', testIgnore: [/-performance\.spec\.ts$/, /\/releases\//] },
    // Journeys that move what is live (release, rollback, promote, the failure watch) run one at a time after the
    // others: two of them at once would each see the other's move, and the other journeys keep a steady site.
    { name: 'releases', testMatch: /\/releases\/.*\.spec\.ts$/, dependencies: ['journeys'], workers: 1 },
    // No Playwright trace in the timed projects: its recorder runs in the measured page, and its DOM snapshots
    // were the page's work. With it, the list's first nine cards took 1169 and 1655 ms; without, 908 and 648 ms
    // (medians of 3, alternating runs); in Lighthouse's run of the list it was a 110 ms task.
    {
      name: 'performance',
      testMatch: /-performance\.spec\.ts$/,
      dependencies: ['releases'],
      workers: 1,
      use: { trace: 'off', launchOptions: fullChromium },
    },
    // Lighthouse (issue 15) last and alone too; `npm run lighthouse` runs this project by itself, fully.
    { name: 'lighthouse', testDir: './lighthouse', dependencies: ['performance'], workers: 1, use: { trace: 'off' } },
  ],
  use: {
    baseURL: `http://127.0.0.1:${e2ePorts.host}`,
    locale: 'ja-JP',
    // A service worker's requests pass by page.route, which the journeys use to stand in for third parties
    // (the maps); the service worker and offline journeys allow it again.
    serviceWorkers: 'block',
    // Recorded only when a failed journey runs again (CI retries once), not for every journey in case one fails: its
    // screenshots and DOM snapshots took a quarter of the journeys' time on two cores (routes and hotel list, 64
    // journeys: 322 s recorded, 238 s not). Locally, `--trace on` records a journey being looked into.
    trace: 'on-first-retry',
    // Journeys drive pages, and do so in Chromium's headless shell at less than half the CPU of the full browser:
    // the journeys took 9 minutes with it against 18 with the full one, on two cores.
    launchOptions: { executablePath: headlessShellPath() ?? '/usr/bin/chromium', args: [...chromiumArgs] },
  },
  webServer: {
    command: 'node packages/release/bin/hotel.mjs start',
    cwd: repoRoot,
    // The sandbox starts while the apps build, the host server after them: the site is up once `start` says so.
    // No `url`: Playwright would start on whichever comes first, the sandbox's health or this line.
    wait: { stdout: /Ctrl-C stops everything/ },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    env: {
      RELEASE_STORE: e2eStore,
      HOST_PORT: String(e2ePorts.host),
      RELEASE_PORT: String(e2ePorts.release),
      SANDBOX_PORT: String(e2ePorts.sandbox),
      SANDBOX_MEMORY: '1',
      SITE_PASSWORD: sitePassword,
      OPERATOR_PASSWORD: operatorPassword,
      // The gate journey stands in for several visitors through X-Forwarded-For.
      TRUST_PROXY: '1',
      SANDBOX_ACCESS_TOKEN_TTL: String(accessTokenSeconds),
      // A busy 2-core test machine can take longer than 2 s to load a remote; the failure journeys put the
      // production deadline back through /env.json to check the 2 s promise.
      REMOTE_LOAD_DEADLINE_MS: '6000',
      // Watch after live (issue 16): the production thresholds, set here so the auto-rollback journey does not
      // change with the defaults; five failures also keep the slow first loads of a cold start from rolling a
      // fresh build back. Every journey's browser reports from 127.0.0.1, so the per-address limit is lifted.
      TELEMETRY_MIN_FAILURES: '5',
      TELEMETRY_FAILURE_RATE: '0.5',
      TELEMETRY_WINDOW_SECONDS: '600',
      TELEMETRY_CLIENT_REPORTS_PER_MINUTE: '100000',
      TELEMETRY_REPORTS_PER_MINUTE: '100000',
      TURBO_TELEMETRY_DISABLED: '1',
    },
  },
});
