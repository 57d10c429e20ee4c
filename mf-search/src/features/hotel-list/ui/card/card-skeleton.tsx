import styles from './hotel-card.module.css';

/** A card's shape while its content loads (same size: the page does not jump when it arrives). */
export function CardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.imagePlaceholder} />
      <div className={styles.body}>
        <span className={styles.bar} />
        <span className={`${styles.bar} ${styles.short}`} />
        <span className={`${styles.bar} ${styles.short}`} />
        <span className={styles.pricePlaceholder} />
      </div>
    </div>
  );
}
