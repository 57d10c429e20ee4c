import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { sortOptions, type SortBy } from '../../lib/hotel-order';
import styles from './overlays.module.css';

interface SortOptionsProps {
  /** Radio group name, unique on the page. */
  name: string;
  legend: ReactNode;
  value: SortBy;
  onPick: (sortBy: SortBy) => void;
  /** Distance needs a known location; without one the option is disabled and says why. */
  distanceKnown: boolean;
  /** The legend is only for assistive technology when a heading already says the same. */
  legendHidden?: boolean;
}

/** SPEC 2.4 sort options, one at a time. */
export function SortOptions({ name, legend, value, onPick, distanceKnown, legendHidden = false }: SortOptionsProps) {
  const reasonId = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={legendHidden ? styles.visuallyHidden : styles.legend}>{legend}</legend>
      {sortOptions.map((option) => {
        const disabled = option === 'distance' && !distanceKnown;
        return (
          <label key={option} className={`${styles.choice} ${disabled ? styles.disabled : ''}`}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              disabled={disabled}
              aria-describedby={disabled ? reasonId : undefined}
              data-autofocus={value === option ? '' : undefined}
              onChange={() => onPick(option)}
            />
            <FormattedMessage id={`search.list.sort.${option}`} />
          </label>
        );
      })}
      {!distanceKnown && (
        <p id={reasonId} className={styles.hint}>
          <FormattedMessage id="search.list.sort.distanceUnavailable" />
        </p>
      )}
    </fieldset>
  );
}
