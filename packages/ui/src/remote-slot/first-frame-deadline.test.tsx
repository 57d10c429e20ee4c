import { advanceTime, renderWithApp } from '@hotel/test-utils';
import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ComponentType, Suspense, use } from 'react';
import { RemoteSlot } from './remote-slot';
import { registerLiveRemotes } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const never = new Promise<never>(() => undefined);

/** A page whose messages (or a chunk they wait for) never arrive: it suspends up to the slot. */
function MessagesNeverArrive(): never {
  use(never);
  throw new Error('unreachable');
}

/** The hotel page's shape: its own empty frame, marked busy, while the chunk behind it never arrives. */
function FrameWithHungChunk() {
  return (
    <Suspense
      fallback={
        <main aria-busy="true">
          <div className="gallery" />
        </main>
      }
    >
      <MessagesNeverArrive />
    </Suspense>
  );
}

/** A page that has drawn its words and waits for its data (or a below-the-fold chunk) as long as it takes. */
function WordsDrawnDataPending() {
  return (
    <main aria-busy="true">
      <a href="/en/hotels">Back to the results</a>
      <div role="status" aria-busy="true" aria-label="Loading rooms" />
    </main>
  );
}

/** The member area while it checks the visitor's session: it says so, as the design system's Skeleton does. */
function CheckingSession() {
  return (
    <main>
      <div role="status" aria-busy="true" aria-label="Checking your session" />
    </main>
  );
}

function Page() {
  return <h1>Hotel Sakura Mito</h1>;
}

/** The module loads after `ms`, as a real entry and exposed module do. */
function moduleAfter(ms: number, component: ComponentType) {
  mockedLoadRemote.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve({ default: component }), ms)));
}

beforeAll(() => {
  registerLiveRemotes([{ name: 'mf_hotel', version: '1', entry: 'http://cdn.test/mf-hotel/1/mf-manifest.json' }]);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

beforeEach(() => {
  jest.useFakeTimers();
  mockedLoadRemote.mockReset();
});

afterEach(() => jest.useRealTimers());

// advanceTime yields one real task at its end, where React renders what arrived: a module that arrives is
// given one step to show before time runs on. Each case renders its own page module: the loader keeps a loaded module for the page's life.
describe('RemoteSlot: the 1.8 s deadline covers the first frame, not just the entry (issue 16)', () => {
  it('shows the fallback with Retry when the page loads but its messages never arrive', async () => {
    moduleAfter(100, MessagesNeverArrive);
    await renderWithApp(<RemoteSlot id="mf_hotel/HotelDetailPage" props={{ params: { hotelId: '13' } }} />);
    await advanceTime(1_700);
    expect(screen.queryByRole('alert')).toBeNull();
    await advanceTime(150);
    expect(screen.getByRole('alert')).toBeVisible();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeVisible();
  });

  it('shows the fallback when a chunk behind the page’s own skeleton hangs, the time the module took included', async () => {
    moduleAfter(1_500, FrameWithHungChunk);
    await renderWithApp(<RemoteSlot id="mf_hotel/FullMapPage" props={{ params: { hotelId: '13' } }} />);
    await advanceTime(1_600);
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await advanceTime(250);
    expect(screen.getByRole('alert')).toBeVisible();
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('leaves a page that has drawn its words alone, however long its data takes', async () => {
    moduleAfter(100, WordsDrawnDataPending);
    await renderWithApp(<RemoteSlot id="mf_member/ProfileArea" props={{ params: {}, section: 'my-card' }} />);
    await advanceTime(200);
    await advanceTime(10_000);
    expect(screen.getByRole('link', { name: 'Back to the results' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves a page that announces what it waits for alone', async () => {
    moduleAfter(100, CheckingSession);
    await renderWithApp(<RemoteSlot id="mf_member/MemberConfirmationPage" props={{ params: {} }} />);
    await advanceTime(200);
    await advanceTime(10_000);
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves a module that draws nothing (a closed panel) alone', async () => {
    moduleAfter(100, () => null);
    await renderWithApp(<RemoteSlot id="mf_member/AuthPanels" props={{ initialPanel: null }} />);
    await advanceTime(200);
    await advanceTime(10_000);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives Retry a deadline of its own, and shows the page when it arrives', async () => {
    moduleAfter(100, MessagesNeverArrive);
    const { user } = await renderWithApp(<RemoteSlot id="mf_booking/SummaryPage" props={{ params: {} }} />);
    await advanceTime(1_850);
    expect(screen.getByRole('alert')).toBeVisible();

    moduleAfter(100, Page);
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    await act(async () => undefined);
    await advanceTime(200);
    expect(screen.getByRole('heading', { name: 'Hotel Sakura Mito' })).toBeVisible();
    await advanceTime(5_000);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
