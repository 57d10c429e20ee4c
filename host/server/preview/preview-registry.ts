import type { RuntimeRegistry } from '@hotel/contracts';
import { findRemoteApp, type PreviewGrant } from '@hotel/release';

/**
 * The live registry with one remote put at the previewed version, for the browser holding the preview alone.
 * No backup is offered for it: a preview that fails to load must show as failing, not quietly as the live one.
 */
export function withPreview(live: RuntimeRegistry, grant: PreviewGrant, entry: string): RuntimeRegistry {
  const app = findRemoteApp(grant.remote);
  if (!app) return live;
  const previewed = { name: app.name, version: grant.version, entry };
  const others = live.remotes.filter((remote) => remote.name !== app.name);
  const at = live.remotes.findIndex((remote) => remote.name === app.name);
  const remotes = at < 0 ? [...others, previewed] : [...others.slice(0, at), previewed, ...others.slice(at)];
  return { ...live, remotes, preview: { remote: app.name, version: grant.version, expiresAt: new Date(grant.expiresAt * 1000).toISOString() } };
}
