import { act, renderHook } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { $pricesStatus, $status, type ListStatus, type PricesStatus } from '../../model/hotels';
import { cardsWaitForPricesMs, useCardsWaiting } from './use-cards-waiting';

function waitingAt(status: ListStatus, prices: PricesStatus) {
  const scope = fork({ values: [[$status, status], [$pricesStatus, prices]] });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider value={scope}>{children}</Provider>;
  return renderHook(() => useCardsWaiting(), { wrapper });
}

describe('the list waits for prices before its cards (issue 15, SPEC 2.4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the skeletons while the hotels or their prices are on their way, up to the wait', () => {
    expect(waitingAt('loading', 'idle').result.current).toBe(true);
    const { result } = waitingAt('success', 'loading');
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(cardsWaitForPricesMs - 1));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('shows the cards at once when prices are in or failed, or the list failed', () => {
    expect(waitingAt('success', 'ready').result.current).toBe(false);
    expect(waitingAt('success', 'fail').result.current).toBe(false);
    expect(waitingAt('fail', 'idle').result.current).toBe(false);
  });
});
