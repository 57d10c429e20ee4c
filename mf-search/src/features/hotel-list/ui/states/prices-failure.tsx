import { $online } from '@hotel/bus';
import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { $pricesNotice, pricesRetryClicked } from '../../model/hotels';
import styles from './states.module.css';

/**
 * The prices did not come (the hotels did): says so once, at the window's foot over the cards, with a way to ask
 * again. While they are asked for again it stays, saying so, and the button with it, so a keyboard's focus is not
 * lost with it. Offline, the host's offline alert stands there and says it all; Retry could not work anyway.
 */
export function PricesFailure() {
  const { notice, retry, online } = useUnit({ notice: $pricesNotice, retry: pricesRetryClicked, online: $online });
  if (!notice || !online) return null;
  return <PricesNotice retrying={notice === 'retrying'} onRetry={retry} />;
}

function PricesNotice({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  // When the prices come the notice goes, and a focus on its button would fall to the page's start: it goes to
  // the list it stood above instead. A layout effect's cleanup runs while the button is still in the page.
  useLayoutEffect(() => {
    const own = button.current;
    return () => {
      if (own && document.activeElement === own) own.closest<HTMLElement>('[data-list-results]')?.focus();
    };
  }, []);
  return (
    <div className={styles.pricesNotice} role={retrying ? 'status' : 'alert'}>
      <p className={styles.detail}>
        <FormattedMessage id={retrying ? 'search.list.card.priceLoading' : 'search.list.pricesFailed'} />
      </p>
      <Button ref={button} variant="secondary" aria-disabled={retrying} onClick={onRetry}>
        <FormattedMessage id="search.list.retry" />
      </Button>
    </div>
  );
}
