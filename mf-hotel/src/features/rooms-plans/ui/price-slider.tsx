import { RangeSlider } from '@hotel/ui/filter-controls';
import { FormattedMessage, useIntl } from 'react-intl';
import { type PriceSpan, priceAtPercent } from '../lib/filters';
import styles from './filter-panel.module.css';
import { usePriceFormat } from '@hotel/ui/format';

interface PriceSliderProps {
  range: [number, number];
  span: PriceSpan | null;
  onChange: (range: [number, number]) => void;
}

/** The price range as percents of the loaded price span, each thumb read out as a price. */
export function PriceSlider({ range, span, onChange }: PriceSliderProps) {
  const intl = useIntl();
  const format = usePriceFormat();
  return (
    <RangeSlider
      className={styles.group}
      legend={<FormattedMessage id="hotel.rooms.filter.price" />}
      lowLabel={intl.formatMessage({ id: 'hotel.rooms.filter.priceMin' })}
      highLabel={intl.formatMessage({ id: 'hotel.rooms.filter.priceMax' })}
      min={0}
      max={100}
      value={range}
      valueText={(percent) => (span ? format(priceAtPercent(span, percent)) : String(percent))}
      onChange={onChange}
    />
  );
}
