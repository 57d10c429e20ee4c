import type { SlotLoadReport } from '@hotel/contracts';
import { advanceTime, renderWithApp } from '@hotel/test-utils';
import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ComponentType, Suspense, use, useEffect, useState } from 'react';
import { registerLiveRemotes } from './remote-loader';
import { RemoteSlot } from './remote-slot';
import { onSlotReport, settledAfterMs } from './slot-report';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const reports: SlotLoadReport[] = [];

function Page() {
  return <h1>Hotel Sakura Mito</h1>;
}

/** Draws its page, then a state change two seconds later throws: a page that fails only once a visitor is on it. */
function ThrowsAfterTwoSeconds() {
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setBroken(true), 2_000);
    return () => clearTimeout(timer);
  }, []);
  if (broken) throw new TypeError('Cannot read properties of undefined (reading "rooms")');
  return <h1>Hotel Sakura Mito</h1>;
}

function ThrowsAtOnce(): never {
  throw new TypeError('Cannot read properties of undefined (reading "price")');
}

const never = new Promise<never>(() => undefined);
function OnlyItsFrame() {
  return (
    <Suspense fallback={<main aria-busy="true" />}>
      <MessagesNeverArrive />
    </Suspense>
  );
}
function MessagesNeverArrive(): never {
  use(never);
  throw new Error('unreachable');
}

const moduleIs = (component: ComponentType) => mockedLoadRemote.mockImplementation(async () => ({ default: component }));

beforeAll(() => {
  registerLiveRemotes([
    { name: 'mf_hotel', version: '1.4.0-3fa9c01b2e', entry: 'http://cdn.test/mf-hotel/1.4.0-3fa9c01b2e/mf-manifest.json' },
    { name: 'mf_booking', version: '2.0.0-e2e', entry: 'http://cdn.test/mf-booking/2.0.0-e2e/mf-manifest.json' },
  ]);
  onSlotReport((report) => reports.push(report));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

beforeEach(() => {
  jest.useFakeTimers();
  mockedLoadRemote.mockReset();
  reports.length = 0;
  // The address a visitor opened: an id in the path, a query with something personal in it.
  window.history.replaceState(null, '', '/en/hotel/13?checkInDate=2026-12-01&email=taro%40example.jp');
});

afterEach(() => jest.useRealTimers());

// The loader keeps a loaded module for the page's life, so each case loads a module of its own.
describe('RemoteSlot tells the host how each load went, once (issue 16: watch after live)', () => {
  it('tells a page that drew and stayed up as rendered, with its live version and route pattern only', async () => {
    moduleIs(Page);
    await renderWithApp(<RemoteSlot id="mf_hotel/HotelDetailPage" props={{ params: { hotelId: '13' } }} />);
    await advanceTime(200);
    expect(screen.getByRole('heading', { name: 'Hotel Sakura Mito' })).toBeVisible();
    expect(reports).toEqual([]);
    await advanceTime(settledAfterMs);
    expect(reports).toEqual([{ remote: 'mf_hotel', version: '1.4.0-3fa9c01b2e', route: '/hotel/:hotelId', outcome: 'rendered' }]);
  });

  it('tells a module that never loads as a failed load, by its error’s name and never its message', async () => {
    mockedLoadRemote.mockRejectedValue(Object.assign(new Error('Loading script failed. (https://cdn.test/x?email=taro@example.jp)'), { name: 'ScriptExternalLoadError' }));
    await renderWithApp(<RemoteSlot id="mf_hotel/FullMapPage" props={{ params: { hotelId: '13' } }} />);
    await advanceTime(1_000);
    expect(screen.getByRole('alert')).toBeVisible();
    expect(reports).toEqual([{ remote: 'mf_hotel', version: '1.4.0-3fa9c01b2e', route: '/hotel/:hotelId', outcome: 'failed', kind: 'load', error: 'ScriptExternalLoadError' }]);
    expect(JSON.stringify(reports)).not.toMatch(/taro|13|checkInDate/);
  });

  it('tells a page that throws while rendering as a failed render', async () => {
    moduleIs(ThrowsAtOnce);
    await renderWithApp(<RemoteSlot id="mf_booking/SummaryPage" props={{ params: {} }} />);
    await advanceTime(200);
    expect(reports).toEqual([expect.objectContaining({ remote: 'mf_booking', outcome: 'failed', kind: 'render', error: 'TypeError' })]);
  });

  it('tells a page that draws no first frame in time as a first-frame timeout', async () => {
    moduleIs(OnlyItsFrame);
    await renderWithApp(<RemoteSlot id="mf_booking/GuestDetailPage" props={{ params: {} }} />);
    await advanceTime(1_850);
    expect(screen.getByRole('alert')).toBeVisible();
    expect(reports).toEqual([expect.objectContaining({ outcome: 'failed', kind: 'first-frame-timeout' })]);
  });

  it('counts a page that throws two seconds after drawing as failed, not as rendered', async () => {
    moduleIs(ThrowsAfterTwoSeconds);
    await renderWithApp(<RemoteSlot id="mf_booking/PaymentPage" props={{ params: {} }} />);
    await advanceTime(200);
    await advanceTime(2_000);
    expect(screen.getByRole('alert')).toBeVisible();
    await advanceTime(settledAfterMs);
    expect(reports).toEqual([expect.objectContaining({ outcome: 'failed', kind: 'render', error: 'TypeError' })]);
  });

  it('counts Retry as a load of its own', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('503'));
    const { user } = await renderWithApp(<RemoteSlot id="mf_booking/ConfirmationPage" props={{ params: {} }} />);
    await advanceTime(1_000);
    moduleIs(Page);
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    await advanceTime(200);
    await advanceTime(settledAfterMs);
    expect(reports.map((report) => report.outcome)).toEqual(['failed', 'rendered']);
  });

  it('tells a success at once when the visitor leaves the page before it settles', async () => {
    moduleIs(Page);
    const { unmount } = await renderWithApp(<RemoteSlot id="mf_booking/CancelPage" props={{ params: {} }} />);
    await advanceTime(200);
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(reports).toEqual([expect.objectContaining({ remote: 'mf_booking', outcome: 'rendered' })]);
    unmount();
    await advanceTime(settledAfterMs);
    expect(reports).toHaveLength(1);
  });

  it('tells nothing of a remote the registry did not name (no version to blame)', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('404'));
    await renderWithApp(<RemoteSlot id="mf_member/MemberConfirmationPage" props={{ params: {} }} />);
    await advanceTime(1_000);
    expect(screen.getByRole('alert')).toBeVisible();
    expect(reports).toEqual([]);
  });
});
