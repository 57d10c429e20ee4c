import { $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@hotel/ui/router';
import styles from './hotel-message.module.css';

interface HotelMessageProps {
  /** The page it stands for, e.g. `hotel-detail-page`. */
  pageId: string;
  title: ReactNode;
  text: ReactNode;
  /** What the visitor can do next: a link home, a retry button. */
  action: ReactNode;
  /** A failure the visitor should hear about at once. */
  alert?: boolean;
}

/** A hotel's page that has only something to say about the hotel instead of showing it. */
export function HotelMessage({ pageId, title, text, action, alert = false }: HotelMessageProps) {
  return (
    <main className={styles.page} data-page={pageId}>
      <div className={styles.message} role={alert ? 'alert' : undefined}>
        <h1>{title}</h1>
        <p>{text}</p>
        {action}
      </div>
    </main>
  );
}

/** An unknown hotel id: said plainly, with the way home (not an error page, not a crash). */
export function HotelNotFound({ pageId }: { pageId: string }) {
  const locale = useUnit($locale);
  return (
    <HotelMessage
      pageId={pageId}
      title={<FormattedMessage id="hotel.detail.notFound.title" />}
      text={<FormattedMessage id="hotel.detail.notFound.text" />}
      action={
        <Link className={styles.homeLink} to={localizedPath('/', locale)}>
          <FormattedMessage id="hotel.detail.notFound.home" />
        </Link>
      }
    />
  );
}
