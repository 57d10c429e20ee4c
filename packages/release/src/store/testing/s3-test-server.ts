import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { S3Driver, s3ClientConfigFrom } from '../s3-driver';

/** The parts of s3rver (a Koa app over a folder) the precondition gate below reads. */
interface S3rverInside {
  middleware: Array<(ctx: GateContext, next: () => Promise<void>) => Promise<void>>;
  store: { getObject(bucket: string, key: string): Promise<{ metadata: Record<string, string>; content?: { destroy(): void } } | null> };
}

interface GateContext {
  method: string;
  path: string;
  querystring: string;
  headers: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
  set(name: string, value: string): void;
}

const preconditionFailed = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>`;

/** Reads a response body that is a stream into memory, so the request is over before the file can change. */
async function buffered(body: unknown): Promise<unknown> {
  if (!body || typeof (body as AsyncIterable<Buffer>)[Symbol.asyncIterator] !== 'function') return body;
  const parts: Buffer[] = [];
  for await (const part of body as AsyncIterable<Buffer>) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

/**
 * Two things S3, R2 and MinIO do that s3rver 3.7 does not (checked in its source, lib/controllers/object.js), put
 * in front of s3rver's own middleware. No well-kept npm S3 server does either.
 * - Conditional writes: putObject ignores If-Match and If-None-Match; the gate answers 412 as S3 does when a
 *   condition fails.
 * - Atomic replace: putObject rewrites the object's file in place, so a read at the same moment could get half of
 *   it. Every request on one object passes the gate one at a time (a read with its body already read), so a read
 *   sees the whole old or the whole new object, and a condition's check and its write are one step.
 */
function objectGate(inside: S3rverInside) {
  const queues = new Map<string, Promise<void>>();
  async function oneAtATime(id: string, work: () => Promise<void>): Promise<void> {
    const before = queues.get(id) ?? Promise.resolve();
    let release = () => {};
    const mine = new Promise<void>((resolve) => (release = resolve));
    queues.set(id, before.then(() => mine));
    await before;
    try {
      await work();
    } finally {
      release();
    }
  }
  return async (ctx: GateContext, next: () => Promise<void>) => {
    const [, bucket = '', ...rest] = ctx.path.split('/');
    const key = decodeURIComponent(rest.join('/'));
    // Bucket-level requests (listings) and sub-resources other than the SDK's `x-id` (parts, tags, ACLs) pass.
    const plainObject = key !== '' && [...new URLSearchParams(ctx.querystring).keys()].every((name) => name === 'x-id');
    if (!plainObject || !['GET', 'HEAD', 'PUT', 'DELETE'].includes(ctx.method)) return next();
    const ifMatch = ctx.method === 'PUT' ? ctx.headers['if-match'] : undefined;
    const ifNoneMatch = ctx.method === 'PUT' ? ctx.headers['if-none-match'] : undefined;
    await oneAtATime(`${bucket}/${key}`, async () => {
      if (ifMatch || ifNoneMatch) {
        const current = await inside.store.getObject(bucket, key);
        current?.content?.destroy();
        const etag = current?.metadata.etag;
        const holds = ifNoneMatch ? ifNoneMatch === '*' && !current : etag !== undefined && etag === ifMatch;
        if (!holds) {
          ctx.status = 412;
          ctx.type = 'application/xml';
          ctx.body = preconditionFailed;
          return;
        }
      }
      await next();
      if (ctx.method === 'GET') ctx.body = await buffered(ctx.body);
    });
  };
}

export interface S3TestServer {
  /** `http://127.0.0.1:<port>`, for AWS_ENDPOINT_URL. */
  endpoint: string;
  bucket: string;
  /** The variables a command or a host server needs to reach the bucket. */
  env: NodeJS.ProcessEnv;
  /** A driver on the bucket, below `prefix`. */
  driver(prefix?: string): S3Driver;
  close(): Promise<void>;
}

/** An S3-compatible server on loopback over a temporary folder, with one bucket, for the tests (any free port by default). */
export async function startS3TestServer(bucket = 'releases', port = 0): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const inside = server as unknown as S3rverInside;
  inside.middleware.unshift(objectGate(inside));
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver's one account: S3RVER / S3RVER.
  const env = { AWS_ENDPOINT_URL: endpoint, AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
  const client = new S3Client({ ...s3ClientConfigFrom(env), credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  return {
    endpoint,
    bucket,
    env,
    driver: (prefix = '') => new S3Driver({ bucket, prefix }, client),
    close: async () => {
      await server.close();
      client.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
