import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listEnvironments, readRegistry, registryKey, registryReader, updateRegistry } from './environments';
import { FolderDriver } from './folder-driver';
import type { Registry } from './registry';
import { bothDrivers, s3TestServerForSuite } from './testing/store-drivers';

const s3 = s3TestServerForSuite();
const drivers = bothDrivers(s3);

const withRemote = (registry: Registry, remote: string, live: string): Registry => ({
  remotes: { ...registry.remotes, [remote]: { live, versions: [live], history: [] } },
});

/** Resolves every waiter once `count` of them wait: both writers have read the registry before either writes. */
function barrier(count: number): () => Promise<void> {
  let waiting = 0;
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    waiting += 1;
    if (waiting === count) open();
    return opened;
  };
}

describe.each(drivers)('registries with %s (issue 17)', (_, open) => {
  it('loses no change when two writers read the same registry and write at once: the loser reads again and retries', async () => {
    const store = open();
    await updateRegistry(store, 'production', (registry) => withRemote(registry, 'host', 'h1'));
    const bothRead = barrier(2);
    let calls = 0;
    const writer = (remote: string) =>
      updateRegistry(store, 'production', async (registry) => {
        calls += 1;
        if (calls <= 2) await bothRead();
        return withRemote(registry, remote, `${remote}-1`);
      });
    await Promise.all([writer('mf-hotel'), writer('mf-search')]);
    expect(Object.keys((await readRegistry(store)).remotes).sort()).toEqual(['host', 'mf-hotel', 'mf-search']);
    // Two first tries on the same registry, one of which lost the conditional put and ran again.
    expect(calls).toBe(3);
  });

  it('keeps one registry per environment, and creates one only if none exists yet', async () => {
    const store = open();
    await updateRegistry(store, 'staging', (registry) => withRemote(registry, 'mf-hotel', 'candidate'));
    await updateRegistry(store, 'qa-2', (registry) => withRemote(registry, 'mf-hotel', 'trial'));
    expect((await readRegistry(store, 'staging')).remotes['mf-hotel']?.live).toBe('candidate');
    expect((await readRegistry(store, 'qa-2')).remotes['mf-hotel']?.live).toBe('trial');
    expect(await readRegistry(store, 'production')).toEqual({ remotes: {} });
  });

  it('lists the environments it holds, production first, and nothing else starting with "registry"', async () => {
    const store = open();
    expect(await listEnvironments(store)).toEqual([]);
    for (const env of ['staging', 'production', 'qa-2']) await updateRegistry(store, env, (registry) => withRemote(registry, 'host', 'h1'));
    await store.put('registry-notes/readme.json', '{}');
    expect(await listEnvironments(store)).toEqual(['production', 'qa-2', 'staging']);
  });

  it('passes a refusal thrown by the change on, writing nothing', async () => {
    const store = open();
    await expect(
      updateRegistry(store, 'production', () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await store.exists(registryKey('production'))).toBe(false);
  });
});

describe('environment names', () => {
  it('production keeps the registry.json of a store made before environments; the others get their own object', () => {
    expect(registryKey('production')).toBe('registry.json');
    expect(registryKey('staging')).toBe('registry.staging.json');
    expect(() => registryKey('../x')).toThrow(/no environment name/);
    expect(() => registryKey('Staging')).toThrow(/no environment name/);
  });

  it('reads an existing folder store (one registry.json) as production', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'old-store-'));
    writeFileSync(path.join(dir, 'registry.json'), JSON.stringify(withRemote({ remotes: {} }, 'mf-hotel', 'old')));
    const store = new FolderDriver(dir);
    expect((await readRegistry(store)).remotes['mf-hotel']?.live).toBe('old');
    expect((await readRegistry(store, 'staging')).remotes).toEqual({});
  });
});

describe('a host server reading the registry (registryReader)', () => {
  it('holds what it read for its time to live, then reads the store again', async () => {
    const store = s3().driver('reader');
    await updateRegistry(store, 'production', (registry) => withRemote(registry, 'mf-hotel', 'one'));
    // The reader's clock stands still while the store changes (two calls to the S3 server, which a busy machine
    // can stretch past the 300 ms), then moves on past the time to live.
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const reader = registryReader(store, 'production', 300);
      expect((await reader.read()).remotes['mf-hotel']?.live).toBe('one');
      await updateRegistry(store, 'production', (registry) => withRemote(registry, 'mf-hotel', 'two'));
      now += 299;
      expect((await reader.read()).remotes['mf-hotel']?.live).toBe('one');
      now += 1;
      expect((await reader.read()).remotes['mf-hotel']?.live).toBe('two');
    } finally {
      clock.mockRestore();
    }
  });

  it('reads again at once after this server changed the registry itself (forget)', async () => {
    const store = s3().driver('reader-forget');
    await updateRegistry(store, 'production', (registry) => withRemote(registry, 'mf-hotel', 'one'));
    const reader = registryReader(store, 'production', 5_000);
    await reader.read();
    await updateRegistry(store, 'production', (registry) => withRemote(registry, 'mf-hotel', 'two'));
    reader.forget();
    expect((await reader.read()).remotes['mf-hotel']?.live).toBe('two');
  });
});
