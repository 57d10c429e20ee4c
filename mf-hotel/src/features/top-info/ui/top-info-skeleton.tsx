import styles from './top-info.module.css';

/** The same boxes, empty, while the hotel loads; also drawn before the page's messages arrive. */
export function TopInfoSkeleton() {
  return (
    <div className={styles.topInfo} id="header" aria-hidden="true">
      <div>
        <div className={styles.name}>
          <span className={styles.nameBar} />
        </div>
        <div className={styles.address}>
          <span className={styles.addressBar} />
        </div>
      </div>
      <div className={styles.price}>
        <span className={styles.priceBar} />
      </div>
    </div>
  );
}
