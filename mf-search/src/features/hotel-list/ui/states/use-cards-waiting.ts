import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { $pricesStatus, $status } from '../../model/hotels';

/**
 * How long the cards wait for their prices once the hotels are in. Priced hotels come first (SPEC 2.4), so cards
 * drawn before their prices would all move when the prices came, under the visitor's finger, and the page would
 * draw the list twice (issue 15: each a long task on a phone). Past this wait they show with prices on the way.
 */
export const cardsWaitForPricesMs = 1_500;

/** The list shows skeleton cards: the hotels are on their way, or their prices are and the wait is not over. */
export function useCardsWaiting(): boolean {
  const { status, prices } = useUnit({ status: $status, prices: $pricesStatus });
  const pricesOnTheirWay = status === 'success' && (prices === 'idle' || prices === 'loading');
  const [overdue, setOverdue] = useState(false);
  useEffect(() => {
    setOverdue(false);
    if (!pricesOnTheirWay) return undefined;
    const timer = setTimeout(() => setOverdue(true), cardsWaitForPricesMs);
    return () => clearTimeout(timer);
  }, [pricesOnTheirWay]);
  return status === 'loading' || (pricesOnTheirWay && !overdue);
}
