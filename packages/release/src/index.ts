import path from 'node:path';

export { remoteApps, findRemoteApp, type RemoteApp } from './remotes';
export { hostUnit, releaseUnits, findReleaseUnit, type ReleaseUnit } from './release-units';
export type { Registry, RemoteRecord, RegistryEvent, BadMark, FailureFigures } from './store/registry';
export { PreconditionFailedError, immutableCacheControl, type StoreDriver, type StoredObject, type PutOptions } from './store/driver';
export { FolderDriver } from './store/folder-driver';
export { S3Driver, parseS3Url, s3ClientConfigFrom } from './store/s3-driver';
export { openStore, storeFromEnv } from './store/open-store';
export {
  defaultEnv,
  isEnvName,
  listEnvironments,
  registryKey,
  readRegistry,
  updateRegistry,
  registryReader,
  registryTtlFrom,
  maxRegistryTtlMs,
  type RegistryChange,
  type RegistryReader,
} from './store/environments';
export { readObject, listVersions, releaseKey, readStoredManifest } from './store/stored-objects';
export { actorFrom, auditFrom, type Audit } from './store/audit';
export { manifestUrlOf, toRuntimeRegistry } from './store/runtime-registry';
export { backupVersion, storedVersionFits, type VersionFits } from './store/backup-source';
export { releaseRemote, ReleaseError, type ReleaseOptions, type ReleaseResult } from './store/release-remote';
export { rollbackRemote, type RollbackOptions, type RollbackResult } from './store/rollback-remote';
export { promoteRemote, type PromoteOptions, type PromoteResult } from './store/promote';
export { markVersionBad, type MarkBadOptions, type MarkBadResult } from './store/mark-bad';
export { rollBackFailingVersion, type FailingVersion } from './store/failing-version';
export { statusTable } from './store/status-table';
export { historyTable } from './store/history-table';
export { contentVersion } from './store/content-version';
export { unmetSharedRequirements, sharedMapOf, sharedMapIn, storedSharedMap } from './store/shared-compat';
export { contentTypeOf } from './server/content-types';
export { holdsCopy, sendStatic, type SendStaticOptions } from './server/send-static';
export { acceptedEncodings, type ContentEncoding } from './server/encoded-file';
export { startReleaseServer, type ReleaseServer } from './server/release-server';

/** `.releases/` at the top of the repository, unless RELEASE_STORE says otherwise. */
export function defaultStoreDir(): string {
  return path.resolve(import.meta.dirname, '../../../.releases');
}
export { patchInlinedRuntime, type RuntimePatch } from './verify/inlined-runtime';
export { chromiumArgs, chromiumPath, headlessShellPath } from './verify/chromium';
export { keptSecret, hostDataDir } from './preview/kept-secret';
export { signPreview, verifyPreview, previewSecretFrom, previewLifetimeSeconds, type PreviewGrant } from './preview/preview-token';
export { previewRefusal } from './preview/preview-refusal';
