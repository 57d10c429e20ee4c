import styles from './skeleton.module.css';

interface SkeletonProps {
  /** Bars to show; SPEC 9 uses 5 placeholders. */
  lines?: number;
  /** Accessible name of the busy region. */
  label: string;
}

export function Skeleton({ lines = 5, label }: SkeletonProps) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={styles.bar} />
      ))}
    </div>
  );
}
