import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { e2ePorts, e2eStore, repoRoot, sitePassword } from './environment';

/** The journeys' store, and the journeys' site for `release` to check a candidate on before it goes live. */
const cliEnv = {
  ...process.env,
  RELEASE_STORE: e2eStore,
  SITE_URL: `http://127.0.0.1:${e2ePorts.host}`,
  SITE_PASSWORD: sitePassword,
  TURBO_TELEMETRY_DISABLED: '1',
};

/** Runs the project's release CLI against the journeys' own store, as an operator would. */
export function releaseCli(...args: string[]): string {
  return execFileSync(process.execPath, ['packages/release/bin/hotel.mjs', ...args], {
    cwd: repoRoot,
    env: cliEnv,
    encoding: 'utf8',
    // Its stderr is the journey's to read (a refusal), not the test log's.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the release CLI to its end, refused or not, and says what it printed. */
export function releaseCliOutcome(...args: string[]): Promise<CliOutcome> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['packages/release/bin/hotel.mjs', ...args], { cwd: repoRoot, env: cliEnv, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A remote's record in the journeys' registry file: its live version, every version and every move. */
export function registryRecord(remote: string): unknown {
  const registry = JSON.parse(readFileSync(path.join(e2eStore, 'registry.json'), 'utf8')) as { remotes: Record<string, unknown> };
  return registry.remotes[remote];
}

export interface HistoryEvent {
  action: 'release' | 'rollback';
  version: string;
  at: string;
  reason?: string;
  figures?: { failures: number; loads: number; windowSeconds: number };
}

/** A remote's pointer moves as the journeys' release store keeps them (`<store>/registry.json`). */
export function registryHistory(remote: string): HistoryEvent[] {
  return (registryRecord(remote) as { history: HistoryEvent[] } | undefined)?.history ?? [];
}

/** The live version of every remote, as the host serves it to browsers. */
export async function liveVersions(request: APIRequestContext): Promise<Record<string, string>> {
  const registry = (await (await request.get('/registry.json')).json()) as { remotes: Array<{ name: string; version: string }> };
  return Object.fromEntries(registry.remotes.map((remote) => [remote.name, remote.version]));
}

/**
 * Stores the live build of `remote` again under a new version (`<semver>-<label><time>`) and makes it live, as an
 * operator's release would; the live version before it and the new one.
 */
export async function releaseCandidate(request: APIRequestContext, remote: string, label: string, ...flags: string[]): Promise<{ live: string; candidate: string }> {
  const live = (await liveVersions(request))[remote.replace('-', '_')] as string;
  const candidate = `${live.split('-')[0]}-${label}${Date.now()}`;
  releaseCli('release', remote, '--no-build', '--version', candidate, ...flags);
  return { live, candidate };
}
