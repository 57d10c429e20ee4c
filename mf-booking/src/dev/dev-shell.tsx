import { appStarted } from '@hotel/bus';
import { startDevShell as start } from '@hotel/ui/dev-shell';
import CancelPage from '../exposed/cancel-page';
import ConfirmationPage from '../exposed/confirmation-page';
import GuestDetailPage from '../exposed/guest-detail-page';
import PaymentPage from '../exposed/payment-page';
import SummaryPage from '../exposed/summary-page';

export function startDevShell(): void {
  appStarted();
  void start('mf_booking', [
    { path: '/', label: 'SummaryPage', element: <SummaryPage params={{}} /> },
    { path: '/guest-detail', label: 'GuestDetailPage', element: <GuestDetailPage params={{}} /> },
    { path: '/payment', label: 'PaymentPage', element: <PaymentPage params={{}} /> },
    { path: '/confirmation', label: 'ConfirmationPage', element: <ConfirmationPage params={{ reservationId: 'R-1' }} /> },
    { path: '/cancel', label: 'CancelPage', element: <CancelPage params={{}} /> },
  ]);
}
