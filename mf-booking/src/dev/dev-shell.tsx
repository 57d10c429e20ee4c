import { RoutePage, startDevShell as start } from '@hotel/ui/dev-shell';
import { lazy } from 'react';

// Loaded once the shell has started (API client, locale, live remotes), as the host loads them.
const SummaryPage = lazy(() => import('../exposed/summary-page'));
const GuestDetailPage = lazy(() => import('../exposed/guest-detail-page'));
const PaymentPage = lazy(() => import('../exposed/payment-page'));
const ConfirmationPage = lazy(() => import('../exposed/confirmation-page'));
const CancelPage = lazy(() => import('../exposed/cancel-page'));

export function startDevShell(): void {
  void start('mf_booking', [
    { path: '/summary', label: 'SummaryPage', element: <RoutePage page={SummaryPage} /> },
    { path: '/guest-detail', label: 'GuestDetailPage', element: <RoutePage page={GuestDetailPage} /> },
    { path: '/payment', label: 'PaymentPage', element: <RoutePage page={PaymentPage} /> },
    {
      path: '/confirm-booking/:reservationId',
      link: '/confirm-booking/R-1',
      label: 'ConfirmationPage',
      element: <RoutePage page={ConfirmationPage} />,
    },
    { path: '/cancel', label: 'CancelPage', element: <RoutePage page={CancelPage} /> },
  ]);
}
