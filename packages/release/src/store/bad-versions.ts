import type { BadMark, RemoteRecord } from './registry';

/**
 * Why `version` may not be made live, or null when it may. A version marked bad (by hand, or by the failure
 * watch after visitors' browsers failed on it) goes live again only when the operator says `--force`.
 */
export function badVersionRefusal(remote: string, record: RemoteRecord | undefined, version: string, force = false): string | null {
  const mark = record?.bad?.[version];
  if (!mark || force) return null;
  return `${remote} ${version} is marked bad (${mark.reason}; ${mark.at}); add --force to make it live anyway`;
}

/** The record with `version` marked bad for `reason`, now, by whom the audit says. */
export function withBadMark(record: RemoteRecord, version: string, reason: string, audit: Pick<BadMark, 'actor' | 'commit'> = {}): RemoteRecord {
  return { ...record, bad: { ...record.bad, [version]: { reason, at: new Date().toISOString(), ...audit } } };
}
