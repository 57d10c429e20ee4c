import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixedHostBuild } from './host-build';
import { startHostServer, type RunningServer } from './host-server';
import { runtimeEnvFrom } from './runtime-env';
import { serverConfigFrom } from './server-config';
import { findFile } from './static-files';

/** Issue 14: a static file is judged on its decoded name, so an encoded page is still a page behind the gate. */
const dist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">shell</div>');
writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');

describe('findFile', () => {
  it.each(['/index%2ehtml', '/index%2Ehtml', '/%69ndex.html', '/index.HTML', '/index.html'])('never hands out the page %s as a static file', async (route) => {
    expect(await findFile(dist, route)).toBeNull();
  });

  it.each(['/main.js%00', '/main.js%00.png', '/main%0d%0a.js'])('names no file for %s, with a control character', async (route) => {
    expect(await findFile(dist, route)).toBeNull();
  });

  it('still finds an encoded name of a script', async () => {
    expect(await findFile(dist, '/main%2ejs')).toBe(path.join(dist, 'main.js'));
  });
});

describe('the host server with a gate', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const env = { SITE_PASSWORD: 'open-sesame' };
    server = await startHostServer({ port: 0, hostBuild: fixedHostBuild(dist), env: runtimeEnvFrom(env), config: serverConfigFrom(env), readRegistry: async () => ({ remotes: [] }) });
  });
  afterAll(() => server.close());

  it('sends a visitor without the pass to the gate for /index%2ehtml, as for /index.html', async () => {
    for (const route of ['/index.html', '/index%2ehtml']) {
      const answer = await fetch(`${server.url}${route}`, { redirect: 'manual' });
      expect({ route, status: answer.status }).toEqual({ route, status: 302 });
      expect(await answer.text()).not.toContain('shell');
    }
  });
});
