import type { ReactNode } from 'react';
import styles from './page-frame.module.css';

interface PageFrameProps {
  title: ReactNode;
  /** Identifies the page for tests and analytics, e.g. `hotel-detail-page`. */
  pageId: string;
  children?: ReactNode;
}

/** A page's outer layout: centred content under its heading. */
export function PageFrame({ title, pageId, children }: PageFrameProps) {
  return (
    <main className={styles.frame} id={pageId} data-page={pageId}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}
