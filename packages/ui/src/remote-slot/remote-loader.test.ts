import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadExposed, prefetchExposed, registerLiveRemotes, warmExposed } from './remote-loader';

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
