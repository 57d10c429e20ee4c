import { rollBackFailingVersion } from './failing-version';
import { markVersionBad } from './mark-bad';
import type { StoreDriver } from './driver';
import { readRegistry } from './environments';
import { rollbackRemote } from './rollback-remote';
import { statusTable } from './status-table';
import { fakeHotelRepo } from './testing/fake-repo';

const figures = { failures: 4, loads: 5, windowSeconds: 600 };
const reason = 'failed for visitors: 4 of 5 loads within 10 min of going live (load ×4)';

/** `stable`, then `broken`, then `later` released on top of it before anyone saw `broken` fail. */
async function brokenBelowLive() {
  const repo = await fakeHotelRepo();
  for (const version of ['stable', 'broken', 'later']) await repo.release(version);
  await markVersionBad({ store: repo.store, remote: 'mf-hotel', version: 'broken', reason: 'prices shown in the wrong currency' });
  return repo;
}

const hotel = async (store: StoreDriver) => (await readRegistry(store)).remotes['mf-hotel'];

describe('a version marked bad is never stepped back onto (issue 16: release safety)', () => {
  it('a plain rollback steps past it to the good version below', async () => {
    const { store } = await brokenBelowLive();
    expect((await hotel(store))?.live).toBe('later');
    expect(await rollbackRemote({ store, remote: 'mf-hotel' })).toEqual({ remote: 'mf-hotel', from: 'later', to: 'stable' });
  });

  it('says so when every older version is bad, and moves nothing', async () => {
    const { store, release } = await fakeHotelRepo();
    await release('broken');
    await release('later');
    await markVersionBad({ store, remote: 'mf-hotel', version: 'broken', reason: 'throws on the hotel page' });
    await expect(rollbackRemote({ store, remote: 'mf-hotel' })).rejects.toThrow('mf-hotel has nothing older than later to roll back to that is not marked bad (skipped: broken)');
    expect((await hotel(store))?.live).toBe('later');
  });

  it('refuses to make it live by rollback --to or by a release without --force, naming the reason', async () => {
    const { store, release } = await brokenBelowLive();
    await expect(rollbackRemote({ store, remote: 'mf-hotel', to: 'broken' })).rejects.toThrow(
      /mf-hotel broken is marked bad \(prices shown in the wrong currency; .+\); add --force/,
    );
    await expect(release('broken')).rejects.toThrow(/broken is marked bad/);
    expect((await hotel(store))?.live).toBe('later');

    expect((await rollbackRemote({ store, remote: 'mf-hotel', to: 'broken', force: true })).to).toBe('broken');
    await release('later');
    expect((await release('broken', true)).version).toBe('broken');
    expect((await hotel(store))?.bad).toHaveProperty('broken');
  });

  it('keeps the marks when other versions are released and rolled back', async () => {
    const { store, release } = await brokenBelowLive();
    await release('newest');
    await rollbackRemote({ store, remote: 'mf-hotel' });
    expect(Object.keys((await hotel(store))?.bad ?? {})).toEqual(['broken']);
  });
});

describe('npm run release -- mf-hotel --bad <version>', () => {
  it('rolls the live version back at once, with the reason in the history', async () => {
    const { store, release } = await fakeHotelRepo();
    await release('stable');
    await release('broken');
    const result = await markVersionBad({ store, remote: 'mf-hotel', version: 'broken', reason: 'checkout button does nothing' });
    expect(result).toEqual({ remote: 'mf-hotel', version: 'broken', rolledBackTo: 'stable', stillLive: false });
    expect((await hotel(store))?.history.at(-1)).toMatchObject({ action: 'rollback', version: 'stable', reason: 'broken marked bad: checkout button does nothing' });
  });

  it('leaves the only version live, and says so', async () => {
    const { store, release } = await fakeHotelRepo();
    await release('only');
    expect(await markVersionBad({ store, remote: 'mf-hotel', version: 'only', reason: 'slow' })).toMatchObject({ rolledBackTo: null, stillLive: true });
    expect((await hotel(store))?.live).toBe('only');
  });

  it('refuses a version that was never released', async () => {
    const { store, release } = await fakeHotelRepo();
    await release('stable');
    await expect(markVersionBad({ store, remote: 'mf-hotel', version: 'typo', reason: 'x' })).rejects.toThrow('mf-hotel has no release "typo"; known: stable');
  });
});

describe('the failure watch rolls a version back by itself', () => {
  it('marks it bad and rolls back to the good version below, keeping reason and figures', async () => {
    const { store } = await brokenBelowLive();
    expect(await rollBackFailingVersion({ store, remote: 'mf_hotel', version: 'later', reason, figures })).toEqual({
      remote: 'mf-hotel',
      from: 'later',
      to: 'stable',
    });
    const record = (await hotel(store));
    expect(record?.live).toBe('stable');
    expect(record?.bad?.later?.reason).toBe(reason);
    expect(record?.history.at(-1)).toMatchObject({ action: 'rollback', version: 'stable', reason, figures });
  });

  it('does nothing when the version is no longer live, or when nothing older is good', async () => {
    const { store, release } = await fakeHotelRepo();
    await release('only');
    expect(await rollBackFailingVersion({ store, remote: 'mf-hotel', version: 'only', reason, figures })).toBeNull();
    await release('next');
    expect(await rollBackFailingVersion({ store, remote: 'mf-hotel', version: 'only', reason, figures })).toBeNull();
    expect((await hotel(store))?.bad).toBeUndefined();
    expect((await hotel(store))?.live).toBe('next');
  });
});

describe('npm run releases', () => {
  it('shows why the live version changed and which versions are bad', async () => {
    const { store } = await brokenBelowLive();
    await rollBackFailingVersion({ store, remote: 'mf-hotel', version: 'later', reason, figures });
    const table = statusTable(await readRegistry(store));
    expect(table).toMatch(new RegExp(`mf-hotel\\s+stable\\s+3\\s+rollback stable at [\\d-]+ [\\d:]+ \\(${reason.replace(/[()×]/g, '.')}\\)`));
    expect(table).toMatch(/marked bad/);
    expect(table).toMatch(/mf-hotel\s+broken\s+[\d-]+ [\d:]+\s+prices shown in the wrong currency/);
    expect(table).toMatch(new RegExp(`mf-hotel\\s+later\\s+[\\d-]+ [\\d:]+\\s+failed for visitors`));
  });
});
