import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../orchestration/processes';
import { readRegistry } from '../store/environments';
import { releaseRemote } from '../store/release-remote';
import { s3TestServerForSuite } from '../store/testing/store-drivers';

const run = promisify(execFile);
const s3 = s3TestServerForSuite();

/** A remote's build as CI hands it over (`--dist`). */
function build(unit: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), `concurrent-${unit}-`));
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ shared: [], exposes: [] }));
  writeFileSync(path.join(dist, unit === 'host' ? 'main.js' : 'remoteEntry.js'), unit);
  return dist;
}

/** `npm run release -- <unit> --dist … --no-verify --env staging` in a process of its own, against the bucket. */
function releaseCommand(unit: string) {
  const args = ['packages/release/bin/hotel.mjs', 'release', unit, '--dist', build(unit), '--version', `${unit}-1`, '--no-verify', '--env', 'staging', '--note', `${unit} for QA`];
  const env = { ...process.env, ...s3().env, RELEASE_STORE: `s3://${s3().bucket}/concurrent`, RELEASE_ACTOR: `ci ${unit}`, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
  return run(process.execPath, args, { cwd: repoRoot, env });
}

describe('two release commands at once, for different remotes (issue 17)', () => {
  it('both land in the registry of the shared bucket, each with its actor and note', async () => {
    const store = s3().driver('concurrent');
    await releaseRemote({ store, env: 'staging', remote: 'host', repoRoot, version: 'h1', distDir: build('host') });
    const answers = await Promise.all([releaseCommand('mf-hotel'), releaseCommand('mf-search')]);
    expect(answers.map((answer) => answer.stdout.trim().split('\n').at(-1))).toEqual(['mf-hotel: mf-hotel-1 is live in staging', 'mf-search: mf-search-1 is live in staging']);
    const { remotes } = await readRegistry(store, 'staging');
    expect(Object.keys(remotes).sort()).toEqual(['host', 'mf-hotel', 'mf-search']);
    expect(remotes['mf-hotel']?.history.at(-1)).toMatchObject({ action: 'release', version: 'mf-hotel-1', actor: 'ci mf-hotel', note: 'mf-hotel for QA' });
    expect(remotes['mf-search']?.history.at(-1)).toMatchObject({ action: 'release', version: 'mf-search-1', actor: 'ci mf-search', note: 'mf-search for QA' });
    expect(remotes['mf-hotel']?.history.at(-1)?.commit).toMatch(/^[0-9a-f]{40}$/);
  }, 60_000);
});
