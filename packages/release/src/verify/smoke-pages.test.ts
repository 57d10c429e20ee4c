import { createServer } from 'node:net';
import { findRemoteApp, type RemoteApp } from '../remotes';
import { candidateEntry, releaseBaseOf, withCandidate } from './candidate-registry';
import { smokePages } from './smoke-pages';
import { verifyCandidate } from './verify-candidate';

const member = findRemoteApp('mf-member') as RemoteApp;
const exposed = (name: string) => ({ name, assets: { js: { sync: [`__federation_expose_${name}.js`], async: [] } } });

describe('what the release check opens (issue 16: each exposed module renders its smoke route)', () => {
  it('opens each page once, with every module of the candidate it shows, and only the module’s own code to wait for', () => {
    const manifest = { exposes: ['AuthPanels', 'MemberBanner', 'ProfileArea', 'MemberConfirmationPage'].map(exposed) };
    expect(smokePages(member, manifest)).toEqual({
      pages: [
        { path: '/login', modules: [{ id: 'mf_member/AuthPanels', files: ['__federation_expose_AuthPanels.js'] }] },
        { path: '/', modules: [{ id: 'mf_member/MemberBanner', files: ['__federation_expose_MemberBanner.js'] }] },
        { path: '/my-profile', modules: [{ id: 'mf_member/ProfileArea', files: ['__federation_expose_ProfileArea.js'] }] },
        { path: '/member-confirmation', modules: [{ id: 'mf_member/MemberConfirmationPage', files: ['__federation_expose_MemberConfirmationPage.js'] }] },
      ],
      unrouted: [],
    });
    const search = findRemoteApp('mf-search') as RemoteApp;
    expect(smokePages(search, { exposes: [exposed('SearchBox'), exposed('HotelListPage')] }).pages.map((page) => page.path)).toEqual(['/', '/hotels']);
  });

  it('names an exposed module no smoke route shows', () => {
    expect(smokePages(member, { exposes: [exposed('PointsWidget')] })).toEqual({ pages: [], unrouted: ['mf_member/PointsWidget'] });
  });

  it('points this browser’s registry at the candidate, on the release server the site uses, the other remotes as live', () => {
    const live = {
      remotes: [
        { name: 'mf_search' as const, version: '1.0.0-aa', entry: 'http://cdn.test/mf-search/1.0.0-aa/mf-manifest.json' },
        { name: 'mf_member' as const, version: '1.0.0-bb', entry: 'http://cdn.test/mf-member/1.0.0-bb/mf-manifest.json' },
      ],
    };
    const base = releaseBaseOf(live) as string;
    expect(base).toBe('http://cdn.test');
    expect(withCandidate(live, candidateEntry(base, member, '1.0.1-cc')).remotes).toEqual([
      live.remotes[0],
      { name: 'mf_member', version: '1.0.1-cc', entry: 'http://cdn.test/mf-member/1.0.1-cc/mf-manifest.json' },
    ]);
    expect(releaseBaseOf({ remotes: [] })).toBeNull();
  });
});

describe('a site that is not running', () => {
  it('refuses with the reason and the way out, without a browser', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    const manifest = { exposes: [exposed('MemberBanner')] };
    const verification = await verifyCandidate({ app: { dir: member.dir, kind: 'remote' }, version: '1.0.1-cc', prefix: `${member.dir}/1.0.1-cc/`, manifest, created: true }, { url: `http://127.0.0.1:${port}`, password: 'x' });
    expect(verification.problems).toEqual([
      `the site at http://127.0.0.1:${port} is not running (ECONNREFUSED); start it (npm start) or set SITE_URL, or release with --no-verify to skip the check`,
    ]);
  });
});
