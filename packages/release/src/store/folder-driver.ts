import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from '../server/content-types';
import { PreconditionFailedError, type PutOptions, type StoreDriver, type StoredObject } from './driver';
import { withFileLock } from './folder-lock';

const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

/** The local folder store: one file per key, as `npm start` and the journeys have always used it. */
export class FolderDriver implements StoreDriver {
  readonly location: string;
  readonly folder: string;

  constructor(folder: string) {
    this.folder = path.resolve(folder);
    this.location = this.folder;
  }

  private file(key: string): string {
    if (key.split('/').some((part) => part === '..' || part === '')) throw new Error(`"${key}" is no store key`);
    return path.join(this.folder, ...key.split('/'));
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    try {
      const [body, info] = await Promise.all([readFile(file), stat(file)]);
      return { body, etag: etagOf(body), contentType: contentTypeOf(key), lastModified: info.mtime };
    } catch (error) {
      if (['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await stat(this.file(key)).catch(() => null))?.isFile() ?? false;
  }

  /** Written to a temporary file and renamed, so a reader never sees half a file; conditions checked under a lock. */
  async put(key: string, body: Buffer | string, options: PutOptions = {}): Promise<{ etag: string }> {
    const file = this.file(key);
    const bytes = Buffer.from(body);
    await mkdir(path.dirname(file), { recursive: true });
    const write = async () => {
      if (options.ifMatch !== undefined || options.ifNoneMatch) {
        const current = await this.get(key);
        if (options.ifNoneMatch && current) throw new PreconditionFailedError(key);
        if (options.ifMatch !== undefined && current?.etag !== options.ifMatch) throw new PreconditionFailedError(key);
      }
      // Its own name per write: two writes of one key in the same millisecond must not share a temporary file.
      const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      return { etag: etagOf(bytes) };
    };
    return options.ifMatch !== undefined || options.ifNoneMatch ? withFileLock(file, write) : write();
  }

  /** Keys starting with `prefix`, as S3 lists them; only the folders that can hold such keys are read. */
  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    const walk = async (dirKey: string) => {
      const entries = await readdir(dirKey ? this.file(dirKey.slice(0, -1)) : this.folder, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const key = `${dirKey}${entry.name}`;
        if (entry.isDirectory() && (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`))) await walk(`${key}/`);
        else if (entry.isFile() && key.startsWith(prefix)) keys.push(key);
      }
    };
    await walk('');
    return keys.sort();
  }

  async removeAll(prefix: string): Promise<void> {
    await rm(this.file(prefix.replace(/\/$/, '')), { recursive: true, force: true });
  }

  /** Copied to a staging folder beside the target and renamed: a release folder is there whole or not at all. */
  async putBuild(prefix: string, fromDir: string, files: readonly string[]): Promise<void> {
    const target = this.file(prefix.replace(/\/$/, ''));
    await removeStaging(path.dirname(target));
    const staging = `${target}.staging-${process.pid}`;
    for (const file of files) {
      await mkdir(path.dirname(path.join(staging, file)), { recursive: true });
      await cp(path.join(fromDir, file), path.join(staging, file));
    }
    await rename(staging, target);
  }
}

/** Removes half-copied releases left by an interrupted run. */
async function removeStaging(unitDir: string): Promise<void> {
  const entries = await readdir(unitDir).catch(() => [] as string[]);
  for (const entry of entries) {
    if (entry.includes('.staging-')) await rm(path.join(unitDir, entry), { recursive: true, force: true });
  }
}
