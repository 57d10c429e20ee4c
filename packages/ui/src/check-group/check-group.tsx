import type { ReactNode } from 'react';
import fieldset from '../primitives/fieldset.module.css';
import styles from './check-group.module.css';

export interface CheckGroupProps<T extends string | number> {
  legend: ReactNode;
  options: ReadonlyArray<{ value: T; label: ReactNode }>;
  checked: readonly T[];
  /** The values now checked, and the one the visitor just ticked or unticked. */
  onChange: (checked: T[], toggled: T) => void;
  /** Long lists flow into columns at least 150 px wide. */
  columns?: boolean;
  className?: string;
  /** Controls shown before the options, in the same group. */
  children?: ReactNode;
}

function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

/** A fieldset of checkboxes named by its legend; a group with nothing to choose is left out. */
export function CheckGroup<T extends string | number>({ legend, options, checked, onChange, columns = false, className, children }: CheckGroupProps<T>) {
  if (options.length === 0 && !children) return null;
  return (
    <fieldset className={[fieldset.group, className].filter(Boolean).join(' ')}>
      <legend className={fieldset.legend}>{legend}</legend>
      {children}
      <div className={columns ? styles.columns : styles.list}>
        {options.map(({ value, label }) => (
          <label key={value} className={styles.choice}>
            <input type="checkbox" checked={checked.includes(value)} onChange={() => onChange(toggled(checked, value), value)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
