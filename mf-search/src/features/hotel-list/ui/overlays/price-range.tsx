import { $currency, $env, $locale } from '@hotel/bus';
import { formatPrice } from '@hotel/domain';
import { RangeSlider } from '@hotel/ui/filter-controls';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sliderScale } from '../../lib/hotel-filter';
import { $draftPrice, priceRangeMoved } from '../../model/filters';
import { $priceBounds, $pricesStatus } from '../../model/hotels';
import styles from './overlays.module.css';

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
  const format = (yen: number) => (bounds ? formatPrice(yen, currency, env?.usdPerYen ?? 0, locale) : String(yen));
  return (
    <RangeSlider
      legend={<FormattedMessage id="search.list.filter.price" />}
      lowLabel={intl.formatMessage({ id: 'search.list.filter.minPrice' })}
      highLabel={intl.formatMessage({ id: 'search.list.filter.maxPrice' })}
      min={scale.min}
      max={scale.max}
      step={scale.step}
      value={[price.minPrice, price.maxPrice]}
      valueText={format}
      onChange={([minPrice, maxPrice]) => move({ minPrice, maxPrice })}
      disabled={!bounds}
    >
      {!bounds && (
        <p className={styles.hint}>
          <FormattedMessage id={pricesStatus === 'fail' ? 'search.list.card.priceUnavailable' : 'search.list.filter.pricesLoading'} />
        </p>
      )}
    </RangeSlider>
  );
}
