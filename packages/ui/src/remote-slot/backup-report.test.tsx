import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadExposed, registerLiveRemotes } from './remote-loader';
import { onSlotReport } from './slot-report';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const live = 'http://cdn.test/mf-hotel/2/mf-manifest.json';
const backup = 'http://cdn.test/mf-hotel/1/mf-manifest.json';

it('tells the host the live version failed when the page had to take its backup (issue 16)', async () => {
  let registered = live;
  (registerRemotes as jest.Mock).mockImplementation((remotes: Array<{ entry: string }>) => (registered = remotes[0]?.entry ?? registered));
  (loadRemote as jest.Mock).mockImplementation(async () => {
    if (registered === live) throw new TypeError('Failed to fetch');
    return { default: () => null };
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const reports = jest.fn();
  onSlotReport(reports);
  window.history.replaceState(null, '', '/en/hotel/12?checkin=2026-12-01');
  registerLiveRemotes([{ name: 'mf_hotel', version: '2', entry: live, backup: { version: '1', entry: backup } }]);

  await loadExposed('mf_hotel/HotelDetailPage');
  expect(reports).toHaveBeenCalledTimes(1);
  expect(reports).toHaveBeenCalledWith({ remote: 'mf_hotel', version: '2', route: '/hotel/:hotelId', outcome: 'failed', kind: 'load', error: 'TypeError' });
  onSlotReport(null);
});
