/** The host build a request is answered from. */
export interface HostBuild {
  /** The folder of the pages, the entry script and the service worker's stamp; null when no host release is live. */
  dir: string | null;
  /** Its release version, sent as `X-Host-Version` with each page; null for a folder that is no release (tests). */
  version: string | null;
  /** Other stored host releases, newest first, that may still answer for a content-hashed chunk. */
  others: string[];
}

/** Looked up on every request, so a host release or rollback shows on the next page load. */
export type HostBuildLookup = () => Promise<HostBuild>;

/** One folder, always: a test's build. */
export function fixedHostBuild(dir: string): HostBuildLookup {
  const build: HostBuild = { dir, version: null, others: [] };
  return async () => build;
}
