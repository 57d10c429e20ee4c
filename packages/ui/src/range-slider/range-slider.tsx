import type { CSSProperties, ReactNode } from 'react';
import fieldset from '../primitives/fieldset.module.css';
import styles from './range-slider.module.css';

export interface RangeSliderProps {
  legend: ReactNode;
  /** The accessible names of the lower and the upper thumb. */
  lowLabel: string;
  highLabel: string;
  min: number;
  max: number;
  step?: number;
  value: readonly [number, number];
  /** A value as the visitor reads it (¥12,000): the thumbs' `aria-valuetext` and the range shown above them. */
  valueText: (value: number) => string;
  /** The new range; the moved thumb never passes the other one. */
  onChange: (value: [number, number]) => void;
  disabled?: boolean;
  className?: string;
  /** A note under the track (why it is disabled, say). */
  children?: ReactNode;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Two thumbs on one track, each a native range input, so keys, touch and screen readers work as usual. */
export function RangeSlider({ legend, lowLabel, highLabel, min, max, step = 1, value, valueText, onChange, disabled = false, className, children }: RangeSliderProps) {
  const [from, to] = value;
  const low = clamp(from, min, max);
  const high = clamp(to, min, max);
  const percent = (at: number) => `${max > min ? ((at - min) / (max - min)) * 100 : 0}%`;
  const track = { '--low': percent(low), '--high': percent(high) } as CSSProperties;
  const thumb = { type: 'range', className: styles.thumb, min, max, step, disabled } as const;
  return (
    <fieldset className={[fieldset.group, className].filter(Boolean).join(' ')}>
      <legend className={fieldset.legend}>{legend}</legend>
      <p className={styles.range}>
        {valueText(from)} – {valueText(to)}
      </p>
      <div className={styles.track} style={track}>
        <input {...thumb} aria-label={lowLabel} aria-valuetext={valueText(low)} value={low} onChange={(event) => onChange([Math.min(Number(event.target.value), to), to])} />
        <input {...thumb} aria-label={highLabel} aria-valuetext={valueText(high)} value={high} onChange={(event) => onChange([from, Math.max(Number(event.target.value), from)])} />
      </div>
      {children}
    </fieldset>
  );
}
