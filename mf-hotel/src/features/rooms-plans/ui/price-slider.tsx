import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type PriceSpan, priceAtPercent } from '../lib/filters';
import styles from './filter-panel.module.css';
import { usePriceFormat } from './use-format';

interface PriceSliderProps {
  range: [number, number];
  span: PriceSpan | null;
  onChange: (range: [number, number]) => void;
}

/** Two thumbs over the loaded price span; each is a native range input, so keys and screen readers work. */
export function PriceSlider({ range, span, onChange }: PriceSliderProps) {
  const intl = useIntl();
  const format = usePriceFormat();
  const [low, high] = range;
  const text = (percent: number) => (span ? format(priceAtPercent(span, percent)) : String(percent));
  const position = { '--low': `${low}%`, '--high': `${high}%` } as CSSProperties;
  return (
    <fieldset className={styles.group}>
      <legend>
        <FormattedMessage id="hotel.rooms.filter.price" />
      </legend>
      <p className={styles.range}>
        {text(low)} – {text(high)}
      </p>
      <div className={styles.slider} style={position}>
        <input
          type="range"
          min={0}
          max={100}
          value={low}
          aria-label={intl.formatMessage({ id: 'hotel.rooms.filter.priceMin' })}
          aria-valuetext={text(low)}
          onChange={(event) => onChange([Math.min(Number(event.target.value), high), high])}
        />
        <input
          type="range"
          min={0}
          max={100}
          value={high}
          aria-label={intl.formatMessage({ id: 'hotel.rooms.filter.priceMax' })}
          aria-valuetext={text(high)}
          onChange={(event) => onChange([low, Math.max(Number(event.target.value), low)])}
        />
      </div>
    </fieldset>
  );
}
