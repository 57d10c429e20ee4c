import { escapeHtml as e } from '../http/html';
import { htmlPage } from './html-page';
import type { HistoryEntry, UnitView } from './release-access';
import type { VersionTally } from './report-tally';

export interface EnvironmentStatus {
  env: string;
  units: UnitView[];
  /** The environment live versions are promoted to from this one, when the store has one. */
  promotesTo: string | null;
}

export interface StatusPageData {
  /** The environment this host server serves. */
  served: string;
  environments: EnvironmentStatus[];
  /** What browsers reported per remote version since this server started (only this server's visitors). */
  rateOf: (unit: string, version: string) => VersionTally | undefined;
  promoteAvailable: boolean;
  /** The form token of this operator's pass. */
  token: string;
  message: { kind: 'message' | 'error'; text: string } | null;
  failures: string;
}

const historyShown = 8;
/** A table's frame, scrolled sideways on a phone: focusable and named, so a keyboard can scroll it too. */
const scrolling = (name: string) => `<div class="scroll" tabindex="0" role="region" aria-label="${e(name)}">`;
const hidden = (token: string) => `<input type="hidden" name="token" value="${e(token)}">`;

export function rateText(tally: VersionTally | undefined): string {
  if (!tally) return 'no reports since this server started';
  const share = Math.round((tally.failures / tally.loads) * 100);
  return `${tally.failures} of ${tally.loads} loads failed (${share} %)`;
}

function actions(data: StatusPageData, env: EnvironmentStatus, unit: UnitView): string {
  if (!unit.live) return '';
  const fields = `${hidden(data.token)}<input type="hidden" name="env" value="${e(env.env)}"><input type="hidden" name="unit" value="${e(unit.unit)}">`;
  const rollback = `<form method="post" action="/_status/rollback">${fields}<button type="submit" aria-label="Roll back ${e(unit.unit)} on ${e(env.env)}">Roll back</button></form>`;
  if (data.promoteAvailable && env.promotesTo) {
    return `${rollback}<form method="post" action="/_status/promote">${fields}<input type="hidden" name="to" value="${e(env.promotesTo)}"><button type="submit" aria-label="Promote ${e(unit.unit)} ${e(unit.live)} from ${e(env.env)} to ${e(env.promotesTo)}">Promote to ${e(env.promotesTo)}</button></form>`;
  }
  const why = `promote-note-${e(env.env)}`;
  return `${rollback}<button type="button" disabled aria-describedby="${why}" aria-label="Promote ${e(unit.unit)} (not available)">Promote</button>`;
}

function liveRow(data: StatusPageData, env: EnvironmentStatus, unit: UnitView): string {
  const live = unit.live ? `<span class="live">${e(unit.live)}</span>${unit.bad[unit.live] ? ' <span class="bad">(marked bad)</span>' : ''}` : '(never released)';
  const rate = unit.unit === 'host' || !unit.live ? '—' : e(rateText(data.rateOf(unit.unit, unit.live)));
  return `<tr><th scope="row">${e(unit.unit)}</th><td>${live}</td><td>${rate}</td><td>${actions(data, env, unit)}</td></tr>`;
}

function historyRow(entry: HistoryEntry): string {
  const why = [entry.note, entry.reason].filter(Boolean).join(' — ');
  const who = [entry.who, entry.commit && `commit ${entry.commit}`].filter(Boolean).join(', ');
  return `<tr><td>${e(entry.at.replace('T', ' ').slice(0, 19))}</td><td>${e(entry.action)}</td><td>${e(entry.version)}</td><td>${e(who || '—')}</td><td>${e(why || '—')}</td></tr>`;
}

function historyTable(env: string, unit: UnitView): string {
  if (!unit.history.length) return '';
  const rows = unit.history.slice(0, historyShown).map(historyRow).join('');
  return `${scrolling(`${unit.unit} history on ${env}`)}<table><caption>${e(unit.unit)} history on ${e(env)} (newest first)</caption>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">Move</th><th scope="col">Version</th><th scope="col">Who</th><th scope="col">Note or reason</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function environmentSection(data: StatusPageData, env: EnvironmentStatus): string {
  const id = `env-${e(env.env)}`;
  const served = env.env === data.served ? ' <span class="note">(served by this host server)</span>' : '';
  const promoteNote = data.promoteAvailable
    ? ''
    : `<p class="note" id="promote-note-${e(env.env)}">Promote moves the exact version live on one environment to another; this release store has one environment, so there is nothing to promote to.</p>`;
  return `<section aria-labelledby="${id}"><h2 id="${id}">${e(env.env)}${served}</h2>
${scrolling(`Live versions on ${env.env}`)}<table><caption>Live versions on ${e(env.env)}</caption>
<thead><tr><th scope="col">Unit</th><th scope="col">Live version</th><th scope="col">Failure rate reported by browsers</th><th scope="col">Actions</th></tr></thead>
<tbody>${env.units.map((unit) => liveRow(data, env, unit)).join('')}</tbody></table></div>${promoteNote}
<h3>History</h3>${env.units.map((unit) => historyTable(env.env, unit)).join('')}</section>`;
}

/** The status page (issue 17): each environment's live versions, their history, browsers' failure rates, and the buttons. */
export function statusPage(data: StatusPageData): string {
  const message = data.message ? `<p class="${data.message.kind}" role="${data.message.kind === 'error' ? 'alert' : 'status'}">${e(data.message.text)}</p>` : '';
  const signOut = `<form method="post" action="/_status/logout">${hidden(data.token)}<button type="submit">Sign out</button></form>`;
  return htmlPage(
    'Release status',
    `<h1>Release status</h1>${message}${signOut}${data.environments.map((env) => environmentSection(data, env)).join('')}${data.failures}`,
  );
}
