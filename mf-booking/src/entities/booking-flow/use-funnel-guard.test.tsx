import { $roomSelection } from '@hotel/bus';
import { advanceTime, renderWithApp } from '@hotel/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { selection } from '../../features/payment/testing/fixtures';
import { funnelIdleMs, useFunnelGuard } from './use-funnel-guard';

function GuardedStep() {
  const kept = useFunnelGuard();
  return <p>{kept ? `booking ${kept.hotelName}` : 'nothing chosen'}</p>;
}

const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/en', element: <p>English home page</p> },
  { path: '/hotel/3', element: <p>hotel page</p> },
];

describe('the funnel guard (SPEC 2.6: no chosen room, idle 600 000 ms)', () => {
  afterEach(() => jest.useRealTimers());

  it('sends a visitor without chosen rooms home, in the page language', async () => {
    const { router } = await renderWithApp(<GuardedStep />, { route: '/en/summary', path: '/en/summary', routes, locale: 'en', messages: {} });
    expect(await screen.findByText('English home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en');
  });

  it('sends an idle visitor back to the hotel with the saved search, and a busy one nowhere', async () => {
    jest.useFakeTimers();
    const { router } = await renderWithApp(<GuardedStep />, { route: '/summary', path: '/summary', routes, messages: {}, values: [[$roomSelection, selection]] });
    expect(screen.getByText(`booking ${selection.hotelName}`)).toBeInTheDocument();
    await advanceTime(funnelIdleMs - 1000);
    fireEvent.keyDown(window, { key: 'a' });
    await advanceTime(funnelIdleMs - 1000);
    expect(router.state.location.pathname).toBe('/summary');
    await advanceTime(1000);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(selection.hotelPath);
  });
});
