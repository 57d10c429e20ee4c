import type { ReactNode } from 'react';
import styles from './filter-panel.module.css';

interface CheckGroupProps<T> {
  legend: ReactNode;
  values: readonly T[];
  chosen: readonly T[];
  labelOf: (value: T) => ReactNode;
  onChange: (chosen: T[]) => void;
  children?: ReactNode;
}

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** One filter group of checkboxes; a group with nothing to choose is left out. */
export function CheckGroup<T extends string>({ legend, values, chosen, labelOf, onChange, children }: CheckGroupProps<T>) {
  if (values.length === 0 && !children) return null;
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {children}
      {values.map((value) => (
        <label key={value} className={styles.check}>
          <input type="checkbox" checked={chosen.includes(value)} onChange={() => onChange(toggled(chosen, value))} />
          {labelOf(value)}
        </label>
      ))}
    </fieldset>
  );
}
