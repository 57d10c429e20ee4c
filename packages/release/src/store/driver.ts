/**
 * The release store behind one interface (issue 17): a local folder (`npm start`'s default) or an S3-compatible
 * bucket (AWS S3, Cloudflare R2, MinIO) that several host servers share. Keys are `/`-separated paths below the
 * store's root: `<unit>/<version>/<file>` for the immutable builds, `registry.json` (production) and
 * `registry.<env>.json` for the registries (see environments.ts).
 */
export interface StoredObject {
  body: Buffer;
  /** A strong validator of these bytes; `put` with `ifMatch` succeeds only while it still names the object. */
  etag: string;
  contentType?: string;
  contentEncoding?: string;
  lastModified: Date;
}

export interface PutOptions {
  contentType?: string;
  contentEncoding?: string;
  cacheControl?: string;
  /** Write only if the object still has this ETag (read-modify-write of the registry). */
  ifMatch?: string;
  /** `*`: write only if there is no such object yet (the first registry of an environment). */
  ifNoneMatch?: '*';
}

export interface StoreDriver {
  /** Where the store is, for people: a folder's path or `s3://bucket/prefix`. */
  readonly location: string;
  /** The folder driver's root: its files can be served straight from disk. Absent for a bucket. */
  readonly folder?: string;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Throws PreconditionFailedError when `ifMatch` / `ifNoneMatch` do not hold. */
  put(key: string, body: Buffer | string, options?: PutOptions): Promise<{ etag: string }>;
  /** Every key below `prefix` (`mf-hotel/` → `mf-hotel/1.0.0/remoteEntry.js` …), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Removes every key below `prefix`. */
  removeAll(prefix: string): Promise<void>;
  /**
   * Stores a build's `files` (relative to `fromDir`) below `prefix`, so a reader never takes a half-stored build
   * for a whole one: `mf-manifest.json` is what marks a stored release, and it lands last (or all at once).
   */
  putBuild(prefix: string, fromDir: string, files: readonly string[]): Promise<void>;
}

/** A conditional put lost a race (HTTP 412): read again, apply the change again, write again. */
export class PreconditionFailedError extends Error {
  constructor(key: string) {
    super(`${key} changed since it was read`);
    this.name = 'PreconditionFailedError';
  }
}

/** Build files never change under their path: a year, immutable (the CDN and browsers never revalidate them). */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
