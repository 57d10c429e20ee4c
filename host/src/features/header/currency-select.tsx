import type { Currency } from '@hotel/contracts';
import { $currency, currencyChanged } from '@hotel/bus';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import styles from './header.module.css';

/** SPEC 1: prices in yen, or an estimate in US dollars. */
export function CurrencySelect() {
  const [currency, change] = useUnit([$currency, currencyChanged]);
  const intl = useIntl();
  return (
    <select
      className={styles.select}
      aria-label={intl.formatMessage({ id: 'header.currency' })}
      value={currency}
      onChange={(event) => change(event.target.value as Currency)}
    >
      <option value="JPY">¥ JPY</option>
      <option value="USD">$ USD</option>
    </select>
  );
}
