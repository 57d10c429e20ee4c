import type { FailureFigures, Registry, RegistryEvent } from './registry';
import { shortTime, table } from './status-table';

interface Row {
  at: string;
  cells: string[];
}

const figuresText = ({ failures, loads, windowSeconds }: FailureFigures) =>
  `${failures} of ${loads} loads failed within ${Math.round(windowSeconds / 60)} min`;

/** The failure figures of an automatic rollback, unless its reason already gives them (the failure watch's does). */
function figuresOf({ figures, reason }: Pick<RegistryEvent, 'figures' | 'reason'>): string {
  if (!figures || reason?.includes(`${figures.failures} of ${figures.loads} loads`)) return '';
  return `[${figuresText(figures)}]`;
}

/** What was said about a move: where a promote came from, the note, the reason, the failure figures. */
function said(event: Pick<RegistryEvent, 'note' | 'reason' | 'figures' | 'from'>): string {
  return [event.from ? `from ${event.from}` : '', event.note ?? '', event.reason ?? '', figuresOf(event)]
    .filter(Boolean)
    .join('; ');
}

const shortCommit = (commit: string | undefined) => commit?.slice(0, 10) ?? '';

/**
 * `npm run releases -- --history mf-hotel [--env staging]`: every change of one unit in one environment's
 * registry, oldest first: the pointer moves (release, promote, rollback, automatic rollback) and the bad marks,
 * each with who, the commit and what was said. Null when the unit was never released there.
 */
export function historyTable(registry: Registry, unit: string): string | null {
  const record = registry.remotes[unit];
  if (!record) return null;
  const moves: Row[] = record.history.map((event) => ({
    at: event.at,
    cells: [shortTime(event.at), event.action, event.version, event.actor ?? '', shortCommit(event.commit), said(event)],
  }));
  const marks: Row[] = Object.entries(record.bad ?? {}).map(([version, mark]) => ({
    at: mark.at,
    cells: [shortTime(mark.at), 'mark bad', version, mark.actor ?? '', shortCommit(mark.commit), mark.reason],
  }));
  // Stable: a mark made in the same millisecond as the rollback it caused comes after it.
  const rows = [...moves, ...marks].sort((a, b) => a.at.localeCompare(b.at)).map((row) => row.cells);
  return table([['at (UTC)', 'change', 'version', 'who', 'commit', 'note / reason'], ...rows]).join('\n');
}
