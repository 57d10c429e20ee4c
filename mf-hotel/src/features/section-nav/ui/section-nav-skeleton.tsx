import styles from './section-nav.module.css';

/** The bar's place before the page's messages arrive. */
export function SectionNavSkeleton() {
  return (
    <div className={styles.nav} aria-hidden="true">
      <div className={styles.list} />
    </div>
  );
}
