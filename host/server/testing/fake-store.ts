import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Registry } from '@hotel/release';

const shared = (react: string) => ({ shared: [{ name: 'react', version: react.replace(/^\^/, ''), singleton: true, requiredVersion: react }] });

/**
 * A release store with a live host providing React 19.2.0 and mf-hotel `live`; beside it, stored but not live,
 * `candidate` (needs React ^19) and `needs-react-20` (which the live host cannot run).
 */
export function fakeStore(): string {
  const storeDir = mkdtempSync(path.join(tmpdir(), 'operator-store-'));
  const put = (unit: string, version: string, manifest: object) => {
    mkdirSync(path.join(storeDir, unit, version), { recursive: true });
    writeFileSync(path.join(storeDir, unit, version, 'mf-manifest.json'), JSON.stringify(manifest));
  };
  put('host', 'h1', shared('19.2.0'));
  for (const version of ['older', 'live', 'candidate']) put('mf-hotel', version, shared('^19.0.0'));
  put('mf-hotel', 'needs-react-20', shared('^20.0.0'));
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const registry: Registry = {
    remotes: {
      host: { live: 'h1', versions: ['h1'], history: [{ action: 'release', version: 'h1', at: at(120) }] },
      'mf-hotel': {
        live: 'live',
        versions: ['older', 'live', 'candidate', 'needs-react-20'],
        history: [
          { action: 'release', version: 'older', at: at(100) },
          { action: 'release', version: 'live', at: at(50) },
        ],
      },
    },
  };
  writeFileSync(path.join(storeDir, 'registry.json'), JSON.stringify(registry));
  return storeDir;
}
