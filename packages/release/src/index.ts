import path from 'node:path';

export { remoteApps, findRemoteApp, type RemoteApp } from './remotes';
export { hostUnit, releaseUnits, findReleaseUnit, type ReleaseUnit } from './release-units';
export {
  readRegistry,
  registryFile,
  writeRegistry,
  type Registry,
  type RemoteRecord,
  type RegistryEvent,
  type BadMark,
  type FailureFigures,
} from './store/registry';
export { toRuntimeRegistry } from './store/runtime-registry';
export { backupVersion, storedVersionFits, type VersionFits } from './store/backup-source';
export { releaseRemote, ReleaseError, type ReleaseOptions, type ReleaseResult } from './store/release-remote';
export { rollbackRemote, type RollbackOptions, type RollbackResult } from './store/rollback-remote';
export { markVersionBad, type MarkBadOptions, type MarkBadResult } from './store/mark-bad';
export { rollBackFailingVersion, type FailingVersion } from './store/failing-version';
export { statusTable } from './store/status-table';
export { contentVersion } from './store/content-version';
export { unmetSharedRequirements, sharedMapOf } from './store/shared-compat';
export { storedHostBuilds, releaseDir, type StoredHostBuilds } from './store/host-builds';
export { contentTypeOf } from './server/content-types';
export { holdsCopy, sendStatic, type SendStaticOptions } from './server/send-static';
export { acceptedEncodings, type ContentEncoding } from './server/encoded-file';
export { startReleaseServer, type ReleaseServer } from './server/release-server';

/** `.releases/` at the top of the repository, unless RELEASE_STORE says otherwise. */
export function defaultStoreDir(): string {
  return path.resolve(import.meta.dirname, '../../../.releases');
}
export { patchInlinedRuntime, type RuntimePatch } from './verify/inlined-runtime';
export { chromiumArgs, chromiumPath } from './verify/chromium';
export { keptSecret, hostDataDir } from './preview/kept-secret';
export { signPreview, verifyPreview, previewSecretFrom, previewLifetimeSeconds, type PreviewGrant } from './preview/preview-token';
export { previewRefusal } from './preview/preview-refusal';
