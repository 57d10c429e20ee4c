import type { StoreDriver } from './driver';
import { FolderDriver } from './folder-driver';
import { parseS3Url, S3Driver } from './s3-driver';

/** `s3://bucket/prefix` opens a bucket (the AWS variables say where and as whom); anything else is a folder. */
export function openStore(spec: string): StoreDriver {
  const bucket = parseS3Url(spec);
  return bucket ? new S3Driver(bucket) : new FolderDriver(spec);
}

/** The store RELEASE_STORE names, else the local folder `defaultDir`. */
export function storeFromEnv(env: NodeJS.ProcessEnv, defaultDir: string): StoreDriver {
  return openStore(env.RELEASE_STORE ?? defaultDir);
}
