import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { e2eStore, repoRoot } from './environment';

/** Runs the project's release CLI against the journeys' own store, as an operator would. */
export function releaseCli(...args: string[]): string {
  return execFileSync(process.execPath, ['packages/release/bin/hotel.mjs', ...args], {
    cwd: repoRoot,
    env: { ...process.env, RELEASE_STORE: e2eStore, TURBO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
}

/** The live version of every remote, as the host serves it to browsers. */
export async function liveVersions(request: APIRequestContext): Promise<Record<string, string>> {
  const registry = (await (await request.get('/registry.json')).json()) as { remotes: Array<{ name: string; version: string }> };
  return Object.fromEntries(registry.remotes.map((remote) => [remote.name, remote.version]));
}
