import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixedHostBuild } from '../host-build';
import { type HostServerOptions, startHostServer, type RunningServer } from '../host-server';
import { runtimeEnvFrom } from '../runtime-env';
import { serverConfigFrom } from '../server-config';

export interface SeenRequest {
  url: string;
  headers: IncomingHttpHeaders;
}

export interface FakeUpstream {
  url: string;
  seen: SeenRequest[];
  close(): void;
}

/** Stands in for the sandbox: the engine's client session, the content token and the postal-code API. */
export function fakeUpstream(): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      const url = request.url ?? '';
      if (url.endsWith('/client_sessions')) return response.end(JSON.stringify({ client_session: 'cs_1', expires_in: 86400 }));
      if (url.includes('GenerateToken')) return response.end(JSON.stringify({ token: 'st_1', expired: new Date(Date.now() + 3_600_000).toISOString() }));
      const code = /\/postcode\/api\/v5\/postcodes\/(.*)$/.exec(url)?.[1];
      if (code === undefined) return response.writeHead(404).end('{}');
      if (request.headers['api-key'] !== 'server-only-postcode-key') return response.writeHead(401).end('{"message":"Invalid or missing api-key","errors":[]}');
      if (!/^\d{7}$/.test(code)) return response.writeHead(400).end('{"message":"code: must be 7 digits (hyphens allowed)","errors":[]}');
      response.end(JSON.stringify(code === '1000001' ? [{ postcode: '1000001', pref: '東京都', city: '千代田区', town: '千代田' }] : []));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => server.close() }),
    ),
  );
}

export interface TestHost {
  url: string;
  close(): Promise<void>;
  get(route: string, headers?: Record<string, string>): Promise<Response>;
  post(route: string, headers?: Record<string, string>, body?: unknown): Promise<Response>;
  /** POST /api/authenticate as the given headers (an X-Forwarded-For, a cookie). */
  login(password: string, headers?: Record<string, string>): Promise<Response>;
}

/** The parts of a host server a test may put in: routes of its own, and the registry it serves. */
export type TestHostParts = Partial<Pick<HostServerOptions, 'telemetry' | 'routes' | 'registryFor' | 'readRegistry'>>;

/** A host server over an almost empty build, configured by `env` as main.ts would be, with any `parts` put in. */
export async function startTestHost(env: NodeJS.ProcessEnv, parts: TestHostParts = {}): Promise<TestHost> {
  const dist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const server: RunningServer = await startHostServer({
    port: 0,
    hostBuild: fixedHostBuild(dist),
    env: runtimeEnvFrom(env),
    config: serverConfigFrom(env),
    readRegistry: async () => ({ remotes: [] }),
    ...parts,
  });
  const get = (route: string, headers: Record<string, string> = {}) => fetch(`${server.url}${route}`, { headers, redirect: 'manual' });
  const post = (route: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body ?? {}) });
  return {
    url: server.url,
    close: server.close,
    get,
    post,
    login: (password, headers = {}) => post('/api/authenticate', headers, { password }),
  };
}

/** `name=value` of the first cookie a response sets, ready for a Cookie header. */
export function cookiePair(answer: Response): string {
  return (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
