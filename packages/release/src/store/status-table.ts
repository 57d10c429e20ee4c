import { releaseUnits } from '../release-units';
import type { Registry, RemoteRecord } from './registry';

function pad(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
}

export const shortTime = (iso: string) => iso.replace('T', ' ').slice(0, 19);

/** A header row, a rule and the body, in columns as wide as their widest cell. */
export function table(rows: string[][]): string[] {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  const [header = [], ...body] = rows;
  return [pad(header, widths), pad(widths.map((w) => '-'.repeat(w)), widths), ...body.map((row) => pad(row, widths))];
}

/** The last pointer move, and why when someone or the failure watch said so. */
function lastChange(record: RemoteRecord): string {
  const last = record.history.at(-1);
  if (!last) return '';
  return `${last.action} ${last.version} at ${shortTime(last.at)}${last.reason ? ` (${last.reason})` : ''}`;
}

/** Every version marked bad, per unit, with why and when (issue 16). */
function badRows(registry: Registry): string[][] {
  return releaseUnits.flatMap((app) =>
    Object.entries(registry.remotes[app.dir]?.bad ?? {}).map(([version, mark]) => [app.dir, version, shortTime(mark.at), mark.reason]),
  );
}

/**
 * `npm run releases`: one row per release unit (the host, then each remote) with its live version, how many
 * releases, and the last move with its reason; below, the versions marked bad, which a plain rollback skips.
 */
export function statusTable(registry: Registry): string {
  const rows = releaseUnits.map((app) => {
    const record = registry.remotes[app.dir];
    if (!record) return [app.dir, '(never released)', '0', ''];
    const live = record.bad?.[record.live] ? `${record.live} (marked bad)` : record.live;
    return [app.dir, live, String(record.versions.length), lastChange(record)];
  });
  const lines = table([['unit', 'live', 'releases', 'last change'], ...rows]);
  const bad = badRows(registry);
  if (bad.length) lines.push('', 'marked bad (a plain rollback skips these; release or rollback --to them needs --force):', ...table([['unit', 'version', 'marked at', 'reason'], ...bad]));
  return lines.join('\n');
}
