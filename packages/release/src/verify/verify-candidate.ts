import type { RuntimeRegistry } from '@hotel/contracts';
import { findRemoteApp } from '../remotes';
import type { StoredRelease } from '../store/release-remote';
import { checkInBrowser } from './browser-check';
import { candidateEntry, releaseBaseOf, withCandidate } from './candidate-registry';
import type { SiteTarget } from './site-target';
import { smokePages } from './smoke-pages';

export interface Verification {
  /** Empty: the candidate rendered every smoke page. */
  problems: string[];
  /** The pages opened, e.g. `/hotel/12`. */
  pages: string[];
  ms: number;
}

const notRunning = 'start it (npm start) or set SITE_URL, or release with --no-verify to skip the check';

async function liveRegistry(site: SiteTarget): Promise<RuntimeRegistry | string> {
  try {
    const answer = await fetch(`${site.url}/registry.json`, { signal: AbortSignal.timeout(10_000) });
    if (!answer.ok) return `the site at ${site.url} answered /registry.json with HTTP ${answer.status}; ${notRunning}`;
    return (await answer.json()) as RuntimeRegistry;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    return `the site at ${site.url} is not running (${cause}); ${notRunning}`;
  }
}

/**
 * Issue 16, verify before live: loads a stored, not yet live release in headless Chromium against the running
 * site, as its visitors would get it, and reports what went wrong.
 */
export async function verifyCandidate(stored: StoredRelease, site: SiteTarget): Promise<Verification> {
  const started = Date.now();
  const done = (problems: string[], pages: string[] = []) => ({ problems, pages, ms: Date.now() - started });
  const registry = await liveRegistry(site);
  if (typeof registry === 'string') return done([registry]);
  const base = releaseBaseOf(registry) ?? process.env.RELEASE_URL?.replace(/\/$/, '');
  if (!base) return done([`the site's registry names no remote, so where it loads remotes from is unknown; set RELEASE_URL`]);
  const app = findRemoteApp(stored.app.dir);
  if (!app) return done([`${stored.app.dir} is no remote: only a remote's pages can be loaded in a browser`]);
  const { pages, unrouted } = smokePages(app, stored.manifest);
  if (unrouted.length) return done(unrouted.map((id) => `${id} has no smoke route; add one to packages/release/src/smoke-routes.ts`));
  const candidate = candidateEntry(base, app, stored.version);
  const served = await fetch(candidate.entry).then((answer) => answer.status, () => 0);
  if (served !== 200) return done([`the release server does not serve the candidate's ${candidate.entry} (HTTP ${served || 'no answer'})`]);
  const problems = await checkInBrowser({
    site,
    registry: withCandidate(registry, candidate),
    candidateBase: `${base}/${stored.app.dir}/${stored.version}/`,
    pages,
  });
  return done(problems, pages.map((page) => page.path));
}
