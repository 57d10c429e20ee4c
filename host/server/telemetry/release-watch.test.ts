import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FolderDriver, readRegistry, type Registry, registryReader } from '@hotel/release';
import { cookiePair, startTestHost } from '../testing/test-host';
import { liveVersionIn, releaseWatchRoute } from './release-watch';
import { telemetryConfigFrom } from './telemetry-config';

/** Resolves once `done` holds, checking every 10 ms, for at most 5 s. */
async function until(done: () => boolean): Promise<void> {
  for (const started = Date.now(); !done(); ) {
    if (Date.now() - started > 5_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A store where mf-hotel `stable` was live for a day and `broken` was released on it two minutes ago. */
function storeWithFreshRelease(): string {
  const storeDir = mkdtempSync(path.join(tmpdir(), 'watch-store-'));
  for (const version of ['stable', 'broken']) {
    mkdirSync(path.join(storeDir, 'mf-hotel', version), { recursive: true });
    writeFileSync(path.join(storeDir, 'mf-hotel', version, 'mf-manifest.json'), '{}');
  }
  const registry: Registry = {
    remotes: {
      'mf-hotel': {
        live: 'broken',
        versions: ['stable', 'broken'],
        history: [
          { action: 'release', version: 'stable', at: minutesAgo(24 * 60) },
          { action: 'release', version: 'broken', at: minutesAgo(2) },
        ],
      },
    },
  };
  writeFileSync(path.join(storeDir, 'registry.json'), JSON.stringify(registry));
  return storeDir;
}

describe('the release store watched after live (issue 16)', () => {
  it('knows since when each version is live: its last move onto it', async () => {
    const registry = await readRegistry(new FolderDriver(storeWithFreshRelease()));
    const live = liveVersionIn(registry, 'mf_hotel');
    expect(live).toMatchObject({ remote: 'mf-hotel', version: 'broken' });
    expect(Date.now() - (live?.liveSince ?? 0)).toBeGreaterThanOrEqual(120_000);
    expect(liveVersionIn(registry, 'mf_search')).toBeNull();
  });

  it('rolls back a version failing for visitors by itself, marks it bad and records why', async () => {
    const store = new FolderDriver(storeWithFreshRelease());
    const watched = { store, env: 'production', registry: registryReader(store, 'production', 0) };
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const env = { SITE_PASSWORD: 'open-sesame' };
    const host = await startTestHost(env, { telemetry: releaseWatchRoute(watched, telemetryConfigFrom(env), 0) });
    try {
      const pass = cookiePair(await host.login('open-sesame'));
      const failed = { remote: 'mf_hotel', version: 'broken', route: '/hotel/:hotelId', outcome: 'failed', kind: 'load', error: 'ScriptExternalLoadError' };
      for (let i = 0; i < 5; i += 1) expect((await host.post('/api/telemetry', { cookie: pass }, failed)).status).toBe(204);

      // The rollback follows the fifth report's answer: wait for the watch to say what it did.
      await until(() => jest.mocked(console.warn).mock.calls.length > 0);
      const record = (await readRegistry(store)).remotes['mf-hotel'];
      const reason = 'failed for visitors: 5 of 5 loads (100 %) within 10 min of going live (load ×5)';
      expect(record?.live).toBe('stable');
      expect(record?.bad?.broken?.reason).toBe(reason);
      expect(record?.history.at(-1)).toMatchObject({ action: 'rollback', version: 'stable', reason, figures: { failures: 5, loads: 5, windowSeconds: 600 }, actor: expect.stringMatching(/^failure watch on /) });
      expect(console.warn).toHaveBeenCalledWith(`[telemetry] mf-hotel broken ${reason}; rolled back to stable and marked bad`);
    } finally {
      await host.close();
    }
  });
});
