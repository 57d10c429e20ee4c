import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StoreDriver } from '../driver';
import { FolderDriver } from '../folder-driver';
import { startS3TestServer, type S3TestServer } from './s3-test-server';

/** Starts an S3 test server before the file's tests and stops it after them; call inside a test to get it. */
export function s3TestServerForSuite(): () => S3TestServer {
  let s3: S3TestServer | null = null;
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(() => s3?.close());
  return () => {
    if (!s3) throw new Error('the S3 test server runs only while the tests do');
    return s3;
  };
}

/**
 * Both drivers, for `describe.each`: each call opens an empty store of that kind, a new folder or a new prefix
 * in the test bucket, so one suite checks both behave alike.
 */
export function bothDrivers(s3: () => S3TestServer = s3TestServerForSuite()): Array<[string, () => StoreDriver]> {
  let prefixes = 0;
  return [
    ['the folder driver', () => new FolderDriver(mkdtempSync(path.join(tmpdir(), 'folder-driver-')))],
    ['the S3 driver', () => s3().driver(`store-${(prefixes += 1)}`)],
  ];
}

export { startS3TestServer, type S3TestServer } from './s3-test-server';
