import { reloadWhenSiteAnswers, type ReloadDeps } from './reload-when-answered';

function fakes(answers: boolean[]) {
  const deps: ReloadDeps & { waits: number[] } = {
    waits: [],
    askSite: jest.fn(() => (answers.shift() ? Promise.resolve({ status: 200 }) : Promise.reject(new TypeError('Failed to fetch')))),
    reload: jest.fn(),
    wait: (ms) => {
      deps.waits.push(ms);
      return Promise.resolve();
    },
  };
  return deps;
}

describe('the reload as the connection comes back (SPEC 2.8)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reloads as soon as the site answers', async () => {
    const deps = fakes([true]);
    await reloadWhenSiteAnswers(deps);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.waits).toEqual([]);
  });

  it('asks again every second while requests still fail, and reloads once one gets an answer', async () => {
    const deps = fakes([false, false, true]);
    await reloadWhenSiteAnswers(deps);
    expect(deps.askSite).toHaveBeenCalledTimes(3);
    expect(deps.waits).toEqual([1000, 1000]);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('gives up without reloading when the connection is lost again', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const deps = fakes([false, true]);
    deps.wait = () => {
      online.mockReturnValue(false);
      return Promise.resolve();
    };
    await reloadWhenSiteAnswers(deps);
    expect(deps.askSite).toHaveBeenCalledTimes(1);
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
