import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { contentTypeOf } from '../server/content-types';
import { immutableCacheControl, PreconditionFailedError, type PutOptions, type StoreDriver, type StoredObject } from './driver';

export interface S3Location {
  bucket: string;
  /** Below the bucket's root, without slashes at either end; '' for the whole bucket. */
  prefix: string;
}

/** `s3://bucket/some/prefix` → { bucket, prefix: 'some/prefix' }; null for anything else (a folder). */
export function parseS3Url(spec: string): S3Location | null {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(spec);
  return match ? { bucket: match[1] as string, prefix: (match[2] as string).replace(/^\/+|\/+$/g, '') } : null;
}

/**
 * The client the usual AWS variables describe: AWS_REGION, AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (the SDK's
 * own credential chain), and AWS_ENDPOINT_URL (or AWS_ENDPOINT_URL_S3) for R2, MinIO or a local server, which are
 * addressed path-style (`https://endpoint/bucket/key`) unless AWS_S3_FORCE_PATH_STYLE=0.
 */
export function s3ClientConfigFrom(env: NodeJS.ProcessEnv): S3ClientConfig {
  const endpoint = env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  return {
    region: env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: env.AWS_S3_FORCE_PATH_STYLE !== '0' } : {}),
    // Checksums only where S3 demands them: R2, MinIO and older servers differ on the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const notFound = (error: unknown) => statusOf(error) === 404 || (error as Error).name === 'NoSuchKey' || (error as Error).name === 'NotFound';
/** 412 when the condition failed; 409 when S3 or R2 saw another conditional write to the key in flight. */
const lostRace = (error: unknown) => statusOf(error) === 412 || statusOf(error) === 409;

/** A `.br` / `.gz` twin is stored with its original's type and the encoding it is in. */
export function buildFileHeaders(file: string): Pick<PutOptions, 'contentType' | 'contentEncoding' | 'cacheControl'> {
  const twin = /\.(br|gz)$/.exec(file);
  const original = twin ? file.slice(0, -twin[0].length) : file;
  return {
    contentType: contentTypeOf(original),
    ...(twin ? { contentEncoding: twin[1] === 'br' ? 'br' : 'gzip' } : {}),
    cacheControl: immutableCacheControl,
  };
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), below a prefix. */
export class S3Driver implements StoreDriver {
  readonly location: string;

  constructor(
    private readonly where: S3Location,
    private readonly client: S3Client = new S3Client(s3ClientConfigFrom(process.env)),
  ) {
    this.location = `s3://${where.bucket}/${where.prefix}`;
  }

  private key(key: string): string {
    return this.where.prefix ? `${this.where.prefix}/${key}` : key;
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.where.bucket, Key: this.key(key) }));
      const body = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      return {
        body,
        etag: answer.ETag ?? '',
        ...(answer.ContentType ? { contentType: answer.ContentType } : {}),
        ...(answer.ContentEncoding ? { contentEncoding: answer.ContentEncoding } : {}),
        lastModified: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.where.bucket, Key: this.key(key) }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  async put(key: string, body: Buffer | string, options: PutOptions = {}): Promise<{ etag: string }> {
    try {
      const answer = await this.client.send(
        new PutObjectCommand({
          Bucket: this.where.bucket,
          Key: this.key(key),
          Body: Buffer.from(body),
          ContentType: options.contentType ?? contentTypeOf(key),
          ...(options.contentEncoding ? { ContentEncoding: options.contentEncoding } : {}),
          ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
          ...(options.ifMatch !== undefined ? { IfMatch: options.ifMatch } : {}),
          ...(options.ifNoneMatch ? { IfNoneMatch: options.ifNoneMatch } : {}),
        }),
      );
      return { etag: answer.ETag ?? '' };
    } catch (error) {
      if ((options.ifMatch !== undefined || options.ifNoneMatch) && lostRace(error)) throw new PreconditionFailedError(key);
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    const below = this.where.prefix ? `${this.where.prefix}/` : '';
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.where.bucket, Prefix: this.key(prefix), ...(token ? { ContinuationToken: token } : {}) }),
      );
      for (const { Key } of page.Contents ?? []) if (Key) keys.push(Key.slice(below.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  async removeAll(prefix: string): Promise<void> {
    const keys = await this.list(prefix.endsWith('/') ? prefix : `${prefix}/`);
    await inParallel(keys, 8, async (key) => {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.where.bucket, Key: this.key(key) }));
    });
  }

  /** Uploaded eight at a time, each with its type, encoding and a year's cache; the manifest last. */
  async putBuild(prefix: string, fromDir: string, files: readonly string[]): Promise<void> {
    const upload = async (file: string) => {
      const key = `${prefix.replace(/\/$/, '')}/${file.split(path.sep).join('/')}`;
      await this.put(key, await readFile(path.join(fromDir, file)), buildFileHeaders(file));
    };
    const last = files.filter((file) => file === 'mf-manifest.json');
    await inParallel(files.filter((file) => file !== 'mf-manifest.json'), 8, upload);
    await inParallel(last, 1, upload);
  }
}
