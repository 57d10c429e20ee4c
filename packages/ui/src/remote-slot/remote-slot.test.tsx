import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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

/** React 19 resumes a suspended `use` reliably only inside act, so time passes inside act here. */
async function renderSlot(ui: ReactElement) {
  await act(async () => {
    render(ui);
  });
}

function waitInAct(ms: number): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

beforeAll(() => {
  registerLiveRemotes([{ name: 'mf_member', version: '1', entry: 'http://cdn.test/mf-member/1/mf-manifest.json' }]);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

beforeEach(() => {
  mockedLoadRemote.mockReset();
  (registerRemotes as jest.Mock).mockClear();
});

describe('RemoteSlot (issue 2: failure isolation)', () => {
  it('shows a skeleton, then the remote module', async () => {
    let answer: (module: { default: typeof Banner }) => void = () => undefined;
    mockedLoadRemote.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderSlot(<RemoteSlot id="mf_member/MemberBanner" props={{}} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    await act(async () => answer({ default: Banner }));
    await waitInAct(50);
    expect(screen.getByText('banner from mf_member')).toBeTruthy();
  });

  it('retries a failing load a bounded number of times, then offers Retry, which recovers', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('404'));
    await renderSlot(<RemoteSlot id="mf_member/ProfileArea" props={{ params: {}, section: 'my-card' }} />);
    await waitInAct(1_000);
    const panel = screen.getByRole('alert');
    expect(panel.textContent).toContain('このページの一部は現在ご利用いただけません');
    expect(mockedLoadRemote.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(mockedLoadRemote.mock.calls.length).toBeLessThanOrEqual(3);
    expect(registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ name: 'mf_member' })], { force: true });

    mockedLoadRemote.mockResolvedValue({ default: Banner });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '再読み込み' })));
    await waitInAct(50);
    expect(screen.getByText('banner from mf_member')).toBeTruthy();
  });

  it('contains a remote that throws while rendering', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Broken });
    await renderSlot(
      <>
        <h1>host header</h1>
        <RemoteSlot id="mf_member/MemberConfirmationPage" props={{ params: {} }} />
      </>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'host header' })).toBeTruthy();
  });

  it('gives up within 2 s when the remote never answers', async () => {
    mockedLoadRemote.mockImplementation(() => new Promise(() => undefined));
    await renderSlot(<RemoteSlot id="mf_member/AuthPanels" props={{ initialPanel: null }} />);
    await waitInAct(1_500);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitInAct(450);
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('does not carry a failure over to another module rendered in its place', async () => {
    mockedLoadRemote.mockImplementation(async (id) => {
      if (id === 'mf_booking/SummaryPage') throw new Error('script failed');
      return { default: Banner };
    });
    const view = await act(async () => render(<RemoteSlot id="mf_booking/SummaryPage" props={{ params: {} }} />));
    await waitInAct(1_000);
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(async () => view.rerender(<RemoteSlot id="mf_search/HotelListPage" props={{ params: {}, keyword: null }} />));
    await waitInAct(50);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('banner from mf_member')).toBeTruthy();
  });
});
