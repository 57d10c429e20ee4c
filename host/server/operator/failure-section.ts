import { escapeHtml as e } from '../http/html';
import type { ReportedFailure, VersionTally } from './report-tally';
import { rateText } from './status-page';
import type { ResolvedFrame } from './stack-resolve';

export type ResolveStack = (stack: string) => Promise<ResolvedFrame[]>;

async function failureItem(failure: ReportedFailure, resolve: ResolveStack): Promise<string> {
  const head = `${e(failure.at.replace('T', ' ').slice(0, 19))}: ${e(failure.kind)}, ${e(failure.error)}`;
  if (!failure.stack) return `<li>${head} <span class="note">(no stack reported)</span></li>`;
  const frames = await resolve(failure.stack);
  const lines = frames.map(({ frame, original }) => (original ? `${e(original)}\n    minified: ${e(frame)}` : `${e(frame)} (no source map)`));
  return `<li>${head}<pre aria-label="Stack, through the source maps">${lines.join('\n')}</pre></li>`;
}

/** Each remote version browsers reported failures for, with its latest failures' stacks read through the source maps. */
export async function failureSection(tallies: VersionTally[], resolve: ResolveStack): Promise<string> {
  const failing = tallies.filter((tally) => tally.failures > 0);
  const body = failing.length
    ? (
        await Promise.all(
          failing.map(async (tally, i) => {
            const items = await Promise.all(tally.recent.map((failure) => failureItem(failure, resolve)));
            const heading = `<h3 id="failing-${i}">${e(tally.remote)} ${e(tally.version)}: ${e(rateText(tally))}</h3>`;
            return `<section aria-labelledby="failing-${i}">${heading}<ul>${items.join('')}</ul></section>`;
          }),
        )
      ).join('')
    : '<p>No browser has reported a failure since this server started.</p>';
  return `<section aria-labelledby="failures"><h2 id="failures">Failures reported by browsers</h2>${body}</section>`;
}
