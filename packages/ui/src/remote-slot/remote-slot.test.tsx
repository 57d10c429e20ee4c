import { advanceTime, renderWithApp } from '@hotel/test-utils';
import { act, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { useState } from 'react';
import { RemoteSlot } from './remote-slot';
import { registerLiveRemotes } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

function Banner() {
  return <p>banner from mf_member</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

/** The same slot instance, given another module when the visitor moves on (as the host's route slot is). */
function SlotFollowingTheRoute() {
  const [onList, setOnList] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOnList(true)}>
        to the list
      </button>
      {onList ? (
        <RemoteSlot id="mf_search/HotelListPage" props={{ params: {}, keyword: null }} />
      ) : (
        <RemoteSlot id="mf_booking/SummaryPage" props={{ params: {} }} />
      )}
    </>
  );
}

beforeAll(() => {
  registerLiveRemotes([{ name: 'mf_member', version: '1', entry: 'http://cdn.test/mf-member/1/mf-manifest.json' }]);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

beforeEach(() => {
  jest.useFakeTimers();
  mockedLoadRemote.mockReset();
  (registerRemotes as jest.Mock).mockClear();
});

afterEach(() => jest.useRealTimers());

describe('RemoteSlot (issue 2: failure isolation)', () => {
  it('shows a skeleton, then the remote module', async () => {
    let answer: (module: { default: typeof Banner }) => void = () => undefined;
    mockedLoadRemote.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderWithApp(<RemoteSlot id="mf_member/MemberBanner" props={{}} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('banner from mf_member')).toBeNull();
    await act(async () => answer({ default: Banner }));
    expect(await screen.findByText('banner from mf_member')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('retries a failing load a bounded number of times, then offers Retry, which recovers', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('404'));
    const { user } = await renderWithApp(<RemoteSlot id="mf_member/ProfileArea" props={{ params: {}, section: 'my-card' }} />);
    await advanceTime(1_000);
    expect(screen.getByRole('alert')).toHaveTextContent('このページの一部は現在ご利用いただけません');
    expect(mockedLoadRemote.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(mockedLoadRemote.mock.calls.length).toBeLessThanOrEqual(3);
    expect(registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ name: 'mf_member' })], { force: true });

    mockedLoadRemote.mockResolvedValue({ default: Banner });
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('banner from mf_member')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('contains a remote that throws while rendering', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Broken });
    await renderWithApp(
      <>
        <h1>host header</h1>
        <RemoteSlot id="mf_member/MemberConfirmationPage" props={{ params: {} }} />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('このページの一部は現在ご利用いただけません');
    expect(screen.getByRole('heading', { name: 'host header' })).toBeVisible();
  });

  it('gives up within 2 s when the remote never answers', async () => {
    mockedLoadRemote.mockImplementation(() => new Promise(() => undefined));
    await renderWithApp(<RemoteSlot id="mf_member/AuthPanels" props={{ initialPanel: null }} />);
    await advanceTime(1_500);
    expect(screen.queryByRole('alert')).toBeNull();
    await advanceTime(450);
    expect(screen.getByRole('alert')).toBeVisible();
  });

  it('does not carry a failure over to another module rendered in its place', async () => {
    mockedLoadRemote.mockImplementation(async (id) => {
      if (id === 'mf_booking/SummaryPage') throw new Error('script failed');
      return { default: Banner };
    });
    const { user } = await renderWithApp(<SlotFollowingTheRoute />);
    await advanceTime(1_000);
    expect(screen.getByRole('alert')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'to the list' }));
    expect(await screen.findByText('banner from mf_member')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
