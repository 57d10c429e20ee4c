import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ReleaseServer, releaseRemote, releaseUnits, startReleaseServer } from '@hotel/release';
import { startS3TestServer, type S3TestServer } from '@hotel/release/testing';
import { e2ePorts, operatorPassword, repoRoot, sandboxUrl, sitePassword } from './environment';

/** Ports of its own beside the journeys' site: the S3 server, its release server, three host servers. */
const ports = { s3: e2ePorts.host + 20, release: e2ePorts.host + 21, production: [e2ePorts.host + 22, e2ePorts.host + 23], staging: e2ePorts.host + 24 };
const storeUrl = 's3://releases/site';
/** Shared by the host servers and the CLI that signs preview links, as a company's machines share it. */
const previewSecret = 'e2e-s3-site-preview-secret-0123456789abcdef';

/**
 * A second site on an S3-compatible store (issue 17): a local S3 server, the release server serving from it, two
 * host servers serving production and one serving staging, all reading the same bucket, as a company running the
 * site on several machines would. The builds are the journeys' own (`npm start` built them).
 */
export interface S3Site {
  production: string[];
  staging: string;
  /** Runs the release CLI against the bucket, checking candidates on the staging site; resolves with its output. */
  cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }>;
  close(): Promise<void>;
}

function hostServer(port: number, siteEnv: string, s3: S3TestServer, releaseUrl: string): ChildProcess {
  return spawn(process.execPath, ['host/bin/host-server.mjs'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...s3.env,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      HOST_PORT: String(port),
      RELEASE_STORE: storeUrl,
      RELEASE_URL: releaseUrl,
      SITE_ENV: siteEnv,
      SANDBOX_URL: sandboxUrl,
      SITE_PASSWORD: sitePassword,
      // One key for all three, so a visitor's gate pass holds on each, as behind one load balancer.
      GATE_SECRET: 'e2e-s3-site-gate-secret-0123456789abcdef',
      HOST_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-s3-host-')),
      REGISTRY_TTL_MS: '2000',
      PREVIEW_SECRET: previewSecret,
      OPERATOR_PASSWORD: operatorPassword,
    },
  });
}

async function answering(url: string, timeoutMs = 60_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (await fetch(url).then((answer) => answer.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

export async function startS3Site(): Promise<S3Site> {
  const s3 = await startS3TestServer('releases', ports.s3);
  const store = s3.driver('site');
  // Both environments start from the journeys' builds: the host first, each remote held against it.
  for (const env of ['production', 'staging']) {
    for (const unit of releaseUnits) await releaseRemote({ store, env, remote: unit.dir, repoRoot, force: true, audit: { actor: 'e2e setup' } });
  }
  const releaseServer: ReleaseServer = await startReleaseServer({ store, port: ports.release });
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const children = [...ports.production.map((port) => hostServer(port, 'production', s3, releaseServer.url)), hostServer(ports.staging, 'staging', s3, releaseServer.url)];
  const site = { production: ports.production.map(url), staging: url(ports.staging) };
  const close = async () => {
    for (const child of children) child.kill('SIGTERM');
    await releaseServer.close();
    await s3.close();
  };
  try {
    await Promise.all([...site.production, site.staging].map((host) => answering(`${host}/env.json`)));
  } catch (error) {
    await close();
    throw error;
  }
  const cliEnv = {
    ...process.env,
    ...s3.env,
    RELEASE_STORE: storeUrl,
    SITE_URL: site.staging,
    SITE_PASSWORD: sitePassword,
    PREVIEW_SECRET: previewSecret,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  const cli = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, ['packages/release/bin/hotel.mjs', ...args], { cwd: repoRoot, env: cliEnv, encoding: 'utf8' }, (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      });
    });
  return { ...site, cli, close };
}
