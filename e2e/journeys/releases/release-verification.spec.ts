import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { buildBroken, builtWithout } from '../../support/broken-build';
import { e2eStore } from '../../support/environment';
import { liveVersions, registryRecord, releaseCliOutcome } from '../../support/release-cli';

// mf-search: the remote no other journey releases, so its registry record is this journey's to compare.
test.describe('release loads a candidate on the running site before it goes live (issue 16)', () => {
  test('a build missing its remoteEntry.js is refused with the reason, and the registry is unchanged', async ({ request }) => {
    const live = (await liveVersions(request)).mf_search;
    const record = registryRecord('mf-search');
    const candidate = builtWithout('mf-search', 'remoteEntry.js', test.info().outputPath('mf-search-without-entry'));

    const outcome = await releaseCliOutcome('release', 'mf-search', '--dist', candidate);

    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(`release refused: mf-search's build in ${candidate} is incomplete:\n  remoteEntry.js (the remote's entry) is missing`);
    expect(registryRecord('mf-search')).toEqual(record);
    expect((await liveVersions(request)).mf_search).toBe(live);
  });

  test('a build whose pages throw as they render is refused with the reason, and the registry is unchanged', async ({ request }) => {
    // A production build of a remote: a minute or more on a busy 2-core machine.
    test.setTimeout(300_000);
    const live = (await liveVersions(request)).mf_search;
    const record = registryRecord('mf-search');
    const candidate = await buildBroken('mf-search', 'render', test.info().outputPath('mf-search-render'));
    const version = `e2e-throws-${Date.now()}`;

    const outcome = await releaseCliOutcome('release', 'mf-search', '--dist', candidate, '--version', version);

    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(`release refused: mf-search ${version} failed the check before going live; the live version is unchanged:`);
    expect(outcome.stderr).toContain("render: this build's exposed modules fail on purpose");
    expect(registryRecord('mf-search')).toEqual(record);
    expect((await liveVersions(request)).mf_search).toBe(live);
    // Never live, so not kept: a fixed build released under the same name is copied afresh.
    expect(existsSync(path.join(e2eStore, 'mf-search', version))).toBe(false);
  });
});
