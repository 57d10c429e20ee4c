import { BackLinkSkeleton } from '../../back-link/ui/back-link-skeleton';
import { GallerySkeleton } from '../../gallery/ui/gallery-skeleton';
import { SectionNavSkeleton } from '../../section-nav/ui/section-nav-skeleton';
import { TopInfoSkeleton } from '../../top-info/ui/top-info-skeleton';
import styles from './hotel-detail.module.css';

/** The page's frame with empty boxes of the final sizes: drawn before its code and messages arrive. */
export function PageSkeleton() {
  return (
    <main className={styles.page} data-page="hotel-detail-page" aria-busy="true">
      <BackLinkSkeleton />
      <div className={styles.searchBox} />
      <TopInfoSkeleton />
      <GallerySkeleton />
      <SectionNavSkeleton />
    </main>
  );
}
