import type { ReactNode } from 'react';
import { Link } from '@hotel/ui/router';
import { type FunnelStep, StepBar } from './step-bar';
import styles from './funnel.module.css';

interface FunnelLayoutProps {
  step: FunnelStep;
  pageId: string;
  title: ReactNode;
  /** SPEC 2.6 back links: review → hotel, guest details → review, payment → guest details. */
  back?: { to: string; label: ReactNode };
  /** Under the step bar: the stay sentence. */
  intro?: ReactNode;
  /** The price summary beside the form on a desktop, above it on a phone. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of every funnel page: back link, step bar, heading, the page and its summary. */
export function FunnelLayout({ step, pageId, title, back, intro, aside, children }: FunnelLayoutProps) {
  return (
    <main id={pageId} data-page={pageId} className={styles.page}>
      {back && (
        <Link to={back.to} className={styles.back}>
          <span aria-hidden="true">‹ </span>
          {back.label}
        </Link>
      )}
      <StepBar current={step} />
      <h1 className={styles.title}>{title}</h1>
      {intro}
      <div className={aside ? styles.columns : undefined}>
        <div className={styles.main}>{children}</div>
        {aside && <aside className={styles.aside}>{aside}</aside>}
      </div>
    </main>
  );
}
