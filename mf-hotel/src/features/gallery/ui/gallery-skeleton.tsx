import styles from './gallery.module.css';

/** The gallery's boxes before the hotel arrives: one, two or three empty photo frames. */
export function GallerySkeleton() {
  return (
    <div className={styles.gallery} aria-hidden="true">
      <div className={styles.swiper}>
        <div className={styles.track}>
          {[0, 1, 2].map((i) => (
            <div className={styles.slide} key={i}>
              <div className={styles.frame} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
