import { existsSync } from 'node:fs';

/**
 * How every headless Chromium of the project starts (the release check, the journeys, Lighthouse): as root,
 * without a GPU, and without the background connections this machine's closed network refuses.
 */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium (`apt-get install chromium`), or CHROMIUM_PATH; undefined leaves Playwright to find one. */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
