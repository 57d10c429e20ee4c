import { rollBackFailingVersion } from './failing-version';
import { markVersionBad } from './mark-bad';
import { readRegistry } from './registry';
import { rollbackRemote } from './rollback-remote';
import { statusTable } from './status-table';
import { fakeHotelRepo } from './testing/fake-repo';

const figures = { failures: 4, loads: 5, windowSeconds: 600 };
const reason = 'failed for visitors: 4 of 5 loads within 10 min of going live (load ×4)';

/** `stable`, then `broken`, then `later` released on top of it before anyone saw `broken` fail. */
function brokenBelowLive() {
  const repo = fakeHotelRepo();
  for (const version of ['stable', 'broken', 'later']) repo.release(version);
  markVersionBad({ storeDir: repo.storeDir, remote: 'mf-hotel', version: 'broken', reason: 'prices shown in the wrong currency' });
  return repo;
}

const hotel = (storeDir: string) => readRegistry(storeDir).remotes['mf-hotel'];

describe('a version marked bad is never stepped back onto (issue 16: release safety)', () => {
  it('a plain rollback steps past it to the good version below', () => {
    const { storeDir } = brokenBelowLive();
    expect(hotel(storeDir)?.live).toBe('later');
    expect(rollbackRemote({ storeDir, remote: 'mf-hotel' })).toEqual({ remote: 'mf-hotel', from: 'later', to: 'stable' });
  });

  it('says so when every older version is bad, and moves nothing', () => {
    const { storeDir, release } = fakeHotelRepo();
    release('broken');
    release('later');
    markVersionBad({ storeDir, remote: 'mf-hotel', version: 'broken', reason: 'throws on the hotel page' });
    expect(() => rollbackRemote({ storeDir, remote: 'mf-hotel' })).toThrow('mf-hotel has nothing older than later to roll back to that is not marked bad (skipped: broken)');
    expect(hotel(storeDir)?.live).toBe('later');
  });

  it('refuses to make it live by rollback --to or by a release without --force, naming the reason', () => {
    const { storeDir, release } = brokenBelowLive();
    expect(() => rollbackRemote({ storeDir, remote: 'mf-hotel', to: 'broken' })).toThrow(
      /mf-hotel broken is marked bad \(prices shown in the wrong currency; .+\); add --force/,
    );
    expect(() => release('broken')).toThrow(/broken is marked bad/);
    expect(hotel(storeDir)?.live).toBe('later');

    expect(rollbackRemote({ storeDir, remote: 'mf-hotel', to: 'broken', force: true }).to).toBe('broken');
    release('later');
    expect(release('broken', true).version).toBe('broken');
    expect(hotel(storeDir)?.bad).toHaveProperty('broken');
  });

  it('keeps the marks when other versions are released and rolled back', () => {
    const { storeDir, release } = brokenBelowLive();
    release('newest');
    rollbackRemote({ storeDir, remote: 'mf-hotel' });
    expect(Object.keys(hotel(storeDir)?.bad ?? {})).toEqual(['broken']);
  });
});

describe('npm run release -- mf-hotel --bad <version>', () => {
  it('rolls the live version back at once, with the reason in the history', () => {
    const { storeDir, release } = fakeHotelRepo();
    release('stable');
    release('broken');
    const result = markVersionBad({ storeDir, remote: 'mf-hotel', version: 'broken', reason: 'checkout button does nothing' });
    expect(result).toEqual({ remote: 'mf-hotel', version: 'broken', rolledBackTo: 'stable', stillLive: false });
    expect(hotel(storeDir)?.history.at(-1)).toMatchObject({ action: 'rollback', version: 'stable', reason: 'broken marked bad: checkout button does nothing' });
  });

  it('leaves the only version live, and says so', () => {
    const { storeDir, release } = fakeHotelRepo();
    release('only');
    expect(markVersionBad({ storeDir, remote: 'mf-hotel', version: 'only', reason: 'slow' })).toMatchObject({ rolledBackTo: null, stillLive: true });
    expect(hotel(storeDir)?.live).toBe('only');
  });

  it('refuses a version that was never released', () => {
    const { storeDir, release } = fakeHotelRepo();
    release('stable');
    expect(() => markVersionBad({ storeDir, remote: 'mf-hotel', version: 'typo', reason: 'x' })).toThrow('mf-hotel has no release "typo"; known: stable');
  });
});

describe('the failure watch rolls a version back by itself', () => {
  it('marks it bad and rolls back to the good version below, keeping reason and figures', () => {
    const { storeDir } = brokenBelowLive();
    expect(rollBackFailingVersion({ storeDir, remote: 'mf_hotel', version: 'later', reason, figures })).toEqual({
      remote: 'mf-hotel',
      from: 'later',
      to: 'stable',
    });
    const record = hotel(storeDir);
    expect(record?.live).toBe('stable');
    expect(record?.bad?.later?.reason).toBe(reason);
    expect(record?.history.at(-1)).toMatchObject({ action: 'rollback', version: 'stable', reason, figures });
  });

  it('does nothing when the version is no longer live, or when nothing older is good', () => {
    const { storeDir, release } = fakeHotelRepo();
    release('only');
    expect(rollBackFailingVersion({ storeDir, remote: 'mf-hotel', version: 'only', reason, figures })).toBeNull();
    release('next');
    expect(rollBackFailingVersion({ storeDir, remote: 'mf-hotel', version: 'only', reason, figures })).toBeNull();
    expect(hotel(storeDir)?.bad).toBeUndefined();
    expect(hotel(storeDir)?.live).toBe('next');
  });
});

describe('npm run releases', () => {
  it('shows why the live version changed and which versions are bad', () => {
    const { storeDir } = brokenBelowLive();
    rollBackFailingVersion({ storeDir, remote: 'mf-hotel', version: 'later', reason, figures });
    const table = statusTable(readRegistry(storeDir));
    expect(table).toMatch(new RegExp(`mf-hotel\\s+stable\\s+3\\s+rollback stable at [\\d-]+ [\\d:]+ \\(${reason.replace(/[()×]/g, '.')}\\)`));
    expect(table).toMatch(/marked bad/);
    expect(table).toMatch(/mf-hotel\s+broken\s+[\d-]+ [\d:]+\s+prices shown in the wrong currency/);
    expect(table).toMatch(new RegExp(`mf-hotel\\s+later\\s+[\\d-]+ [\\d:]+\\s+failed for visitors`));
  });
});
