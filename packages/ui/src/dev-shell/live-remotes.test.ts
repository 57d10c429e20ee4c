import type { RuntimeRegistry } from '@hotel/contracts';
import { devShellRemotes } from './live-remotes';

const registry: RuntimeRegistry = {
  remotes: [
    { name: 'mf_search', version: '1.0.0-aa', entry: 'http://127.0.0.1:8081/mf-search/1.0.0-aa/mf-manifest.json' },
    { name: 'mf_hotel', version: '1.0.0-bb', entry: 'http://127.0.0.1:8081/mf-hotel/1.0.0-bb/mf-manifest.json' },
    { name: 'mf_member', version: '1.0.0-cc', entry: 'http://127.0.0.1:8081/mf-member/1.0.0-cc/mf-manifest.json' },
  ],
};
const ownManifest = 'http://127.0.0.1:3002/mf-manifest.json';

describe('the remotes a dev shell registers', () => {
  it('takes every other remote at its live version from the registry', () => {
    const remotes = devShellRemotes(registry, 'mf_hotel', ownManifest);
    expect(remotes.filter((remote) => remote.name !== 'mf_hotel')).toEqual([registry.remotes[0], registry.remotes[2]]);
  });

  it('loads the remote being developed from its own dev server, never its live release', () => {
    const own = devShellRemotes(registry, 'mf_hotel', ownManifest).filter((remote) => remote.name === 'mf_hotel');
    expect(own).toEqual([{ name: 'mf_hotel', version: 'dev', entry: ownManifest }]);
  });

  it('still serves the remote itself when no registry answered, so its page renders with fallback panels', () => {
    expect(devShellRemotes(null, 'mf_search', ownManifest)).toEqual([{ name: 'mf_search', version: 'dev', entry: ownManifest }]);
  });
});
