import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gateSecretFrom } from './gate/gate-secret';

const repoRoot = path.resolve(__dirname, '../..');
const freshDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'host-data-')), 'host');

/** Issue 14: the gate cookie's key is a secret of its own, never something derived from the password. */
describe('host server security: the gate secret', () => {
  it('makes a random secret on the first start, keeps it readable by the server alone, and uses it on the next start', () => {
    const dir = freshDir();
    const first = gateSecretFrom({ SITE_PASSWORD: 'open-sesame' }, dir);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(first).not.toContain('open-sesame');
    expect(statSync(path.join(dir, 'gate-secret')).mode & 0o777).toBe(0o600);
    expect(gateSecretFrom({ SITE_PASSWORD: 'open-sesame' }, dir)).toBe(first);
    expect(gateSecretFrom({ SITE_PASSWORD: 'open-sesame' }, freshDir())).not.toBe(first);
  });

  it('keeps it where a fresh clone has no copy: .data/ is git-ignored', () => {
    expect(readFileSync(path.join(repoRoot, '.gitignore'), 'utf8').split('\n')).toContain('.data/');
  });

  it('takes GATE_SECRET when it is set', () => {
    expect(gateSecretFrom({ GATE_SECRET: 'from-the-vault', NODE_ENV: 'production' }, freshDir())).toBe('from-the-vault');
  });

  it('refuses to start in production without GATE_SECRET, saying why', () => {
    expect(() => gateSecretFrom({ NODE_ENV: 'production' }, freshDir())).toThrow(/GATE_SECRET is not set/);
    const started = spawnSync(process.execPath, [path.join(repoRoot, 'host/bin/host-server.mjs')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST_PORT: '0', HOST_DATA_DIR: freshDir() },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('GATE_SECRET is not set');
  }, 40_000);
});
