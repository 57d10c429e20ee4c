import styles from './back-link.module.css';

/** The back link's row before the page's messages arrive. */
export function BackLinkSkeleton() {
  return <div className={styles.row} />;
}
