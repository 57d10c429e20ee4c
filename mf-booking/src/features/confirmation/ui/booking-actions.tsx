import type { Reservation } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { Button } from '@hotel/ui';
import { Link } from '@hotel/ui/router';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cancelLink, changeBookingLink, shareableLink } from '../lib/links';
import { useClipboardNote } from './use-clipboard-note';
import { usePdfDownload } from './use-pdf-download';
import styles from './confirmation.module.css';

interface BookingActionsProps {
  reservation: Reservation;
  bypassToken: string | undefined;
}

/** SPEC 2.6: copy booking ID, download PDF, share, cancel or change the reservation. */
export function BookingActions({ reservation, bypassToken }: BookingActionsProps) {
  const locale = useUnit($locale);
  const change = changeBookingLink(reservation, bypassToken, locale);
  return (
    <section className={styles.actions} aria-label={useIntl().formatMessage({ id: 'booking.confirmation.actions' })}>
      <CopyIdButton id={reservation.reservation_number} />
      <PdfButton reservation={reservation} />
      <ShareButton reservation={reservation} />
      {reservation.status !== 'cancelled' && (
        <Link to={cancelLink(reservation, locale)} className={styles.link}>
          <FormattedMessage id="booking.confirmation.cancel" />
        </Link>
      )}
      {change && (
        <Link to={change} className={styles.link}>
          <FormattedMessage id="booking.confirmation.change" />
        </Link>
      )}
    </section>
  );
}

function CopyIdButton({ id }: { id: string }) {
  const { note, copy } = useClipboardNote();
  return (
    <div className={styles.action}>
      <Button variant="secondary" onClick={() => void copy(id)}>
        <FormattedMessage id="booking.confirmation.copyId" />
      </Button>
      <Note note={note} copied="booking.confirmation.copied" />
    </div>
  );
}

function PdfButton({ reservation }: { reservation: Reservation }) {
  const { download, busy, failed } = usePdfDownload(reservation);
  return (
    <div className={styles.action}>
      <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
        <FormattedMessage id="booking.confirmation.downloadPdf" />
      </Button>
      {failed && (
        <p role="alert" className={styles.noteError}>
          <FormattedMessage id="booking.confirmation.pdfFailed" />
        </p>
      )}
    </div>
  );
}

/** The Web Share API where the browser has one (phones); elsewhere the page's link is copied. */
function ShareButton({ reservation }: { reservation: Reservation }) {
  const intl = useIntl();
  const { note, copy } = useClipboardNote();
  const share = async () => {
    const url = shareableLink(window.location.href);
    if (typeof navigator.share !== 'function') return copy(url);
    const title = intl.formatMessage({ id: 'booking.confirmation.shareTitle' }, { hotel: reservation.hotel.name });
    const text = intl.formatMessage({ id: 'booking.confirmation.shareText' }, { id: reservation.reservation_number });
    // Closing the share sheet rejects with AbortError: nothing to tell the visitor.
    await navigator.share({ title, text, url }).catch(() => undefined);
  };
  return (
    <div className={styles.action}>
      <Button variant="secondary" onClick={() => void share()}>
        <FormattedMessage id="booking.confirmation.share" />
      </Button>
      <Note note={note} copied="booking.confirmation.linkCopied" />
    </div>
  );
}

function Note({ note, copied }: { note: 'copied' | 'failed' | null; copied: string }) {
  return (
    <p role="status" className={note === 'failed' ? styles.noteError : styles.note}>
      {note === 'copied' && <FormattedMessage id={copied} />}
      {note === 'failed' && <FormattedMessage id="booking.confirmation.copyFailed" />}
    </p>
  );
}
