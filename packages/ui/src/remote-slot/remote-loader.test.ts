import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetExposed, loadExposed, prefetchExposed, registerLiveRemotes, versionInUse, warmExposed } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const Page = () => null;

beforeAll(() => {
  registerLiveRemotes([{ name: 'mf_booking', version: '1', entry: 'http://cdn.test/mf-booking/1/mf-manifest.json' }]);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
beforeEach(() => mockedLoadRemote.mockReset());

// The loader keeps modules for the page's life, so each case uses its own module.
describe('loading a page module ahead of need', () => {
  it('loads it once: the slot that shows it later gets the same module without asking again', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Page });
    await warmExposed('mf_booking/SummaryPage');
    await expect(loadExposed('mf_booking/SummaryPage')).resolves.toBe(Page);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the slot tries again with its own retries', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('503'));
    await warmExposed('mf_booking/GuestDetailPage');
    const failedTries = mockedLoadRemote.mock.calls.length;
    mockedLoadRemote.mockResolvedValue({ default: Page });
    await expect(loadExposed('mf_booking/GuestDetailPage')).resolves.toBe(Page);
    expect(mockedLoadRemote.mock.calls.length).toBe(failedTries + 1);
  });

  it("hands the address to the module's prefetch, and survives one that throws", async () => {
    const prefetch = jest.fn();
    mockedLoadRemote.mockResolvedValue({ default: Page, prefetch });
    const url = new URL('http://site.test/en/summary?hotel=19');
    await prefetchExposed('mf_booking/PaymentPage', url);
    expect(prefetch).toHaveBeenCalledWith(url);

    mockedLoadRemote.mockResolvedValue({
      default: Page,
      prefetch: () => {
        throw new Error('bad prefetch');
      },
    });
    await expect(prefetchExposed('mf_booking/CancelPage', url)).resolves.toBeUndefined();
  });

  it('does nothing more for a module without prefetch', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Page });
    await expect(prefetchExposed('mf_booking/ConfirmationPage', new URL('http://site.test/confirmation'))).resolves.toBeUndefined();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });
});

const entryOf = (remote: Parameters<typeof registerRemotes>[0][number]) => ('entry' in remote ? remote.entry : '');
/** The entry the federation runtime would load each remote from: the last one registered. */
const registeredEntries = new Map<string, string>();
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
beforeAll(() => {
  mockedRegister.mockImplementation((remotes) => remotes.forEach((remote) => registeredEntries.set(remote.name, entryOf(remote))));
});

describe('a live version whose files cannot be loaded', () => {
  const live = 'http://cdn.test/mf-hotel/2/mf-manifest.json';
  const backup = 'http://cdn.test/mf-hotel/1/mf-manifest.json';

  beforeAll(() => {
    registerLiveRemotes([{ name: 'mf_hotel', version: '2', entry: live, backup: { version: '1', entry: backup } }]);
  });

  it('is replaced by the version live before it, and the rest of the page keeps to that version', async () => {
    const triedFrom: string[] = [];
    mockedLoadRemote.mockImplementation(async () => {
      const entry = registeredEntries.get('mf_hotel') as string;
      triedFrom.push(entry);
      if (entry === live) throw new Error('remoteEntry.js answered 404');
      return { default: Page };
    });
    await expect(loadExposed('mf_hotel/HotelDetailPage')).resolves.toBe(Page);
    expect(triedFrom).toEqual([live, backup]);
    expect(versionInUse('mf_hotel')).toBe('1');

    await expect(loadExposed('mf_hotel/FullMapPage')).resolves.toBe(Page);
    expect(triedFrom).toEqual([live, backup, backup]);
  });
});

describe('a live version without a backup', () => {
  it('is tried again from a fresh manifest, and a manual retry starts anew', async () => {
    const entry = 'http://cdn.test/mf-member/5/mf-manifest.json';
    registerLiveRemotes([{ name: 'mf_member', version: '5', entry }]);
    mockedRegister.mockClear();
    mockedLoadRemote.mockRejectedValue(new Error('503'));
    await expect(loadExposed('mf_member/ProfileArea')).rejects.toThrow('503');
    // Each retry registers the remote again (dropping the failed manifest), always from the live version.
    expect(mockedRegister.mock.calls.length).toBe(mockedLoadRemote.mock.calls.length - 1);
    expect(mockedRegister.mock.calls.every(([remotes]) => remotes.every((remote) => entryOf(remote) === entry))).toBe(true);
    expect(versionInUse('mf_member')).toBe('5');

    mockedRegister.mockClear();
    forgetExposed('mf_member/ProfileArea');
    mockedLoadRemote.mockResolvedValue({ default: Page });
    await expect(loadExposed('mf_member/ProfileArea')).resolves.toBe(Page);
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'mf_member', entry }], { force: true });
  });
});
