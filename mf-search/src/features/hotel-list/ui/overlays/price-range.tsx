import { $currency, $env, $locale } from '@hotel/bus';
import { formatPrice } from '@hotel/domain';
import { useUnit } from 'effector-react';
import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sliderScale } from '../../lib/hotel-filter';
import { $draftPrice, priceRangeMoved } from '../../model/filters';
import { $priceBounds, $pricesStatus } from '../../model/hotels';
import styles from './overlays.module.css';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** SPEC 2.4 price range: two thumbs from the cheapest to the most expensive price loaded (10 to 100 before). */
export function PriceRange() {
  const intl = useIntl();
  const { price, bounds, pricesStatus, currency, env, locale } = useUnit({
    price: $draftPrice,
    bounds: $priceBounds,
    pricesStatus: $pricesStatus,
    currency: $currency,
    env: $env,
    locale: $locale,
  });
  const move = useUnit(priceRangeMoved);
  const scale = sliderScale(bounds);
  const low = clamp(price.minPrice, scale.min, scale.max);
  const high = clamp(price.maxPrice, scale.min, scale.max);
  const format = (yen: number) => (bounds ? formatPrice(yen, currency, env?.usdPerYen ?? 0, locale) : String(yen));
  const percent = (value: number) => `${((value - scale.min) / (scale.max - scale.min)) * 100}%`;
  const track = { '--low': percent(low), '--high': percent(high) } as CSSProperties;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <FormattedMessage id="search.list.filter.price" />
      </legend>
      <p className={styles.rangeText}>
        {format(price.minPrice)} – {format(price.maxPrice)}
      </p>
      <div className={styles.slider} style={track}>
        <input
          type="range"
          className={styles.thumb}
          aria-label={intl.formatMessage({ id: 'search.list.filter.minPrice' })}
          aria-valuetext={format(low)}
          min={scale.min}
          max={scale.max}
          step={scale.step}
          value={low}
          disabled={!bounds}
          onChange={(event) => move({ minPrice: Math.min(Number(event.target.value), price.maxPrice), maxPrice: price.maxPrice })}
        />
        <input
          type="range"
          className={styles.thumb}
          aria-label={intl.formatMessage({ id: 'search.list.filter.maxPrice' })}
          aria-valuetext={format(high)}
          min={scale.min}
          max={scale.max}
          step={scale.step}
          value={high}
          disabled={!bounds}
          onChange={(event) => move({ minPrice: price.minPrice, maxPrice: Math.max(Number(event.target.value), price.minPrice) })}
        />
      </div>
      {!bounds && (
        <p className={styles.hint}>
          <FormattedMessage id={pricesStatus === 'fail' ? 'search.list.card.priceUnavailable' : 'search.list.filter.pricesLoading'} />
        </p>
      )}
    </fieldset>
  );
}
