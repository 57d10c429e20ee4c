import type { Reservation } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { useDeadlineFormat, usePriceFormat, useStayDateFormat } from '@hotel/ui/format';
import { useUnit } from 'effector-react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { bookingPdfContent, pdfFileName } from '../lib/pdf-content';

/** "Download PDF": the PDF code (pdf-lib and its fonts) loads only when a visitor asks for one. */
export function usePdfDownload(reservation: Reservation) {
  const intl = useIntl();
  const locale = useUnit($locale);
  const [day, price, deadline] = [useStayDateFormat(true), usePriceFormat(), useDeadlineFormat()];
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = useCallback(async () => {
    const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const due = (at: string) => text('booking.confirmation.japanTime', { time: deadline(at) });
    const content = bookingPdfContent(reservation, { locale, text, day, price, due });
    setState('busy');
    try {
      const { downloadBookingPdf } = await import(/* webpackChunkName: "booking-pdf" */ '../../booking-pdf');
      await downloadBookingPdf(content, pdfFileName(reservation));
      setState('idle');
    } catch {
      setState('failed');
    }
  }, [intl, locale, day, price, deadline, reservation]);
  return { download, busy: state === 'busy', failed: state === 'failed' };
}
