import { useId } from 'react';
import styles from './room-picker.module.css';

interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  /** Accessible names of the two buttons, e.g. "Add an adult to room 1". */
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (value: number) => void;
}

/** A counter clamped to [min, max] (SPEC 5): the buttons are disabled at the limits. */
export function Stepper({ label, value, min, max, decreaseLabel, increaseLabel, onChange }: StepperProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.stepper}>
      <span id={labelId} className={styles.stepperLabel}>
        {label}
      </span>
      <div className={styles.stepperControls}>
        <button type="button" className={styles.stepButton} aria-label={decreaseLabel} disabled={value <= min} onClick={() => onChange(value - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <output className={styles.count} aria-live="polite">
          {value}
        </output>
        <button type="button" className={styles.stepButton} aria-label={increaseLabel} disabled={value >= max} onClick={() => onChange(value + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
