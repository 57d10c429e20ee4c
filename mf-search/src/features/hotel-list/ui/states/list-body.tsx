import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { $status } from '../../model/hotels';
import { $nothingShown } from '../../model/list';
import { HotelGrid } from '../grid/hotel-grid';
import { ListEmpty } from './list-empty';
import { ListFailure } from './list-failure';
import { PricesFailure } from './prices-failure';
import styles from './states.module.css';

/** SPEC 4 hotel list states: loading, fail, success (with or without hotels to show). */
export function ListBody() {
  const intl = useIntl();
  const { status, empty } = useUnit({ status: $status, empty: $nothingShown });
  return (
    <section className={styles.list} aria-label={intl.formatMessage({ id: 'search.list.results' })} tabIndex={-1} data-list-results>
      {/* The grid draws the loading state too, so its skeleton cards stay put until the cards take their place. */}
      {status === 'success' && <PricesFailure />}
      {status === 'fail' ? <ListFailure /> : status !== 'loading' && empty ? <ListEmpty /> : <HotelGrid loading={status === 'loading'} />}
    </section>
  );
}
