import type { RegistryRemote } from '@hotel/contracts';
import { registerRemotes } from '@module-federation/enhanced/runtime';

/** Where a remote's code comes from: its live version, or the one live before it (issue 16 "backup source"). */
export type RemoteSource = 'live' | 'backup';

const remotes = new Map<string, RegistryRemote>();
const registered = new Map<string, RemoteSource>();
/** Set once a module of the remote has loaded: the page keeps to that version, never mixing two. */
const pinned = new Map<string, RemoteSource>();

function register(name: string, source: RemoteSource): void {
  const remote = remotes.get(name);
  if (!remote) return;
  const entry = source === 'backup' && remote.backup ? remote.backup.entry : remote.entry;
  registerRemotes([{ name, entry }], { force: true });
  registered.set(name, source);
}

/** Registers the live remote versions read from `/registry.json`. */
export function registerLiveRemotes(list: RegistryRemote[]): void {
  for (const remote of list) {
    remotes.set(remote.name, remote);
    registered.set(remote.name, 'live');
  }
  registerRemotes(
    list.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
}

/**
 * Chooses the source of a load attempt and registers it with the federation runtime. The first attempt takes
 * the live version; after a failure the backup, when the registry names one; a retry always registers again,
 * so the runtime fetches the manifest anew instead of keeping a failed one.
 */
export function chooseSource(name: string, attempt: number): RemoteSource {
  const source = pinned.get(name) ?? (attempt > 0 && remotes.get(name)?.backup ? 'backup' : 'live');
  if (attempt > 0 || registered.get(name) !== source) register(name, source);
  return source;
}

/** A module of the remote loaded: the rest of the page comes from the same version. */
export function pinSource(name: string): void {
  const source = registered.get(name);
  if (source) pinned.set(name, source);
}

/** Before a manual retry: the next attempt registers the remote anew, dropping whatever failed. */
export function forgetSource(name: string): void {
  registered.delete(name);
}

/** The version `/registry.json` names live for a remote, null for an unknown remote. */
export function liveVersion(name: string): string | null {
  return remotes.get(name)?.version ?? null;
}

/** The version a remote's modules come from on this page (for reports), null for an unknown remote. */
export function versionInUse(name: string): string | null {
  const remote = remotes.get(name);
  if (!remote) return null;
  return registered.get(name) === 'backup' && remote.backup ? remote.backup.version : remote.version;
}
