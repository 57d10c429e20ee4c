import { readRegistry } from '../store/environments';
import { fakeHotelRepo } from '../store/testing/fake-repo';
import { run as release } from './release';
import { run as rollback } from './rollback';

/** The operator's commands against a store where `stable` was live, then `broken` was released on it. */
async function operatorStore() {
  const repo = await fakeHotelRepo();
  await repo.release('stable');
  await repo.release('broken');
  process.env.RELEASE_STORE = repo.storeDir;
  return repo.store;
}

let printed: string[];
beforeEach(() => {
  printed = [];
  const keep = (...lines: unknown[]) => void printed.push(lines.join(' '));
  jest.spyOn(console, 'log').mockImplementation(keep);
  jest.spyOn(console, 'error').mockImplementation(keep);
});
afterEach(() => {
  delete process.env.RELEASE_STORE;
  jest.restoreAllMocks();
});

describe('npm run release -- mf-hotel --bad <version> [--reason …], and --force (issue 16)', () => {
  it('marks the live version bad with the reason, rolls it back at once and says so', async () => {
    const store = await operatorStore();
    expect(await release(['mf-hotel', '--bad', 'broken', '--reason', 'prices shown in yen to every visitor'])).toBe(0);
    expect(printed).toEqual([
      'mf-hotel: broken is marked bad; a plain rollback skips it, and it goes live again only with --force',
      'mf-hotel: it was live, so it was rolled back to stable',
    ]);
    const record = (await readRegistry(store)).remotes['mf-hotel'];
    expect(record?.live).toBe('stable');
    expect(record?.bad?.broken?.reason).toBe('prices shown in yen to every visitor');
  });

  it('refuses rollback --to a bad version without --force, and does it with --force', async () => {
    const store = await operatorStore();
    await release(['mf-hotel', '--bad', 'broken']);
    printed.length = 0;
    expect(await rollback(['mf-hotel', '--to', 'broken'])).toBe(1);
    expect(printed).toEqual([expect.stringMatching(/^rollback refused: mf-hotel broken is marked bad \(marked bad by hand; .+\); add --force/)]);
    expect(await rollback(['mf-hotel', '--to', 'broken', '--force', '--reason', 'checking the bad build once more'])).toBe(0);
    expect((await readRegistry(store)).remotes['mf-hotel']?.history.at(-1)).toMatchObject({ version: 'broken', reason: 'checking the bad build once more' });
  });

  it('refuses a version the store does not have', async () => {
    await operatorStore();
    expect(await release(['mf-hotel', '--bad', 'typo'])).toBe(1);
    expect(printed).toEqual(['release refused: mf-hotel has no release "typo"; known: stable, broken']);
  });
});
