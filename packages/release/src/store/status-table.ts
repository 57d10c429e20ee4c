import { releaseUnits } from '../release-units';
import type { Registry } from './registry';

function pad(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
}

/** `npm run releases`: one row per release unit (the host, then each remote) with its live version, how many releases, and the last move. */
export function statusTable(registry: Registry): string {
  const header = ['unit', 'live', 'releases', 'last change'];
  const rows = releaseUnits.map((app) => {
    const record = registry.remotes[app.dir];
    if (!record) return [app.dir, '(never released)', '0', ''];
    const last = record.history.at(-1);
    const lastChange = last ? `${last.action} ${last.version} at ${last.at.replace('T', ' ').slice(0, 19)}` : '';
    return [app.dir, record.live, String(record.versions.length), lastChange];
  });
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]?.length ?? 0)));
  return [pad(header, widths), pad(widths.map((w) => '-'.repeat(w)), widths), ...rows.map((row) => pad(row, widths))].join('\n');
}
