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

/**
 * s3rver 3.7 ignores If-Match and If-None-Match on PutObject (checked in its source, lib/controllers/object.js:
 * putObject writes whatever comes), while AWS S3, R2 and MinIO honour both. No well-kept npm S3 server does, so
 * this gate, put in front of s3rver's own middleware, answers 412 as S3 does when a condition fails. Every
 * PutObject of one key passes it one at a time, so the check and the write are one step, as in S3.
 */
function preconditionGate(inside: S3rverInside) {
  const queues = new Map<string, Promise<void>>();
  return async (ctx: GateContext, next: () => Promise<void>) => {
    const ifMatch = ctx.headers['if-match'];
    const ifNoneMatch = ctx.headers['if-none-match'];
    // A plain PutObject: the SDK adds `?x-id=PutObject`; other sub-resources (parts, tags, ACLs) pass through.
    const plainPut = [...new URLSearchParams(ctx.querystring).keys()].every((name) => name === 'x-id');
    if (ctx.method !== 'PUT' || !plainPut || (!ifMatch && !ifNoneMatch)) return next();
    const [, bucket = '', ...rest] = ctx.path.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const before = queues.get(`${bucket}/${key}`) ?? Promise.resolve();
    let release = () => {};
    const mine = new Promise<void>((resolve) => (release = resolve));
    queues.set(`${bucket}/${key}`, before.then(() => mine));
    await before;
    try {
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
      await next();
    } finally {
      release();
    }
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
  inside.middleware.unshift(preconditionGate(inside));
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
