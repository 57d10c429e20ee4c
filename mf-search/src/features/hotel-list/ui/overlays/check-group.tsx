import type { ReactNode } from 'react';
import styles from './overlays.module.css';

interface CheckGroupProps<T extends string | number> {
  legend: ReactNode;
  options: ReadonlyArray<{ value: T; label: string }>;
  checked: readonly T[];
  onToggle: (value: T) => void;
}

/** A fieldset of checkboxes (prefectures, popular filters, trip types). */
export function CheckGroup<T extends string | number>({ legend, options, checked, onToggle }: CheckGroupProps<T>) {
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.checks}>
        {options.map(({ value, label }) => (
          <label key={value} className={styles.choice}>
            <input type="checkbox" checked={checked.includes(value)} onChange={() => onToggle(value)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
