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

/**
 * Debian's headless shell of the same Chromium (`apt-get install chromium-headless-shell`) for browsers that only
 * drive pages, never measure them: it runs the same Blink and V8 without the full browser's compositor and
 * display, and a journey costs it less than half the CPU (64 journeys: 102 s against 196 s on two cores).
 * CHROMIUM_PATH, when set, is used for every browser; without the shell, the full Chromium.
 */
export function headlessShellPath(): string | undefined {
  const shell = '/usr/bin/chromium-headless-shell';
  return !process.env.CHROMIUM_PATH && existsSync(shell) ? shell : chromiumPath();
}
