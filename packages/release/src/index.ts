import path from 'node:path';

export { remoteApps, findRemoteApp, type RemoteApp } from './remotes';
export {
  readRegistry,
  writeRegistry,
  toRuntimeRegistry,
  type Registry,
  type RemoteRecord,
  type RegistryEvent,
  type BadMark,
  type FailureFigures,
} from './store/registry';
export { releaseRemote, ReleaseError, type ReleaseOptions, type ReleaseResult } from './store/release-remote';
export { rollbackRemote, type RollbackOptions, type RollbackResult } from './store/rollback-remote';
export { markVersionBad, type MarkBadOptions, type MarkBadResult } from './store/mark-bad';
export { rollBackFailingVersion, type FailingVersion } from './store/failing-version';
export { statusTable } from './store/status-table';
export { contentVersion } from './store/content-version';
export { unmetSharedRequirements } from './store/shared-compat';
export { contentTypeOf } from './server/content-types';
export { startReleaseServer, type ReleaseServer } from './server/release-server';

/** `.releases/` at the top of the repository, unless RELEASE_STORE says otherwise. */
export function defaultStoreDir(): string {
  return path.resolve(import.meta.dirname, '../../../.releases');
}
