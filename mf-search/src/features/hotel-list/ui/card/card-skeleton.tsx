import styles from './hotel-card.module.css';

/**
 * A card's shape while its content loads (same size: the page does not jump when it arrives). Its lines are
 * painted as backgrounds of one box, not drawn as elements: nine skeletons are built and removed at the busiest
 * moment of the page's load, and fewer elements make that cheaper.
 */
export function CardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.imagePlaceholder} />
      <div className={styles.skeletonLines} />
    </div>
  );
}
