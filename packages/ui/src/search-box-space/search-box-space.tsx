import styles from './search-box-space.module.css';

/**
 * The room the search box will take while mf-search's code arrives, so the page under it does not move
 * when the box lands (the hotel page's CLS budget is 0.02). Decorative: the page says nothing is loading.
 */
export function SearchBoxSpace() {
  return <div className={styles.space} aria-hidden="true" />;
}
