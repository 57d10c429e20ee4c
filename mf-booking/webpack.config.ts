import { createWebpackConfig } from '@hotel/mf-build';

export default (mode: 'production' | 'development') =>
  createWebpackConfig({
    kind: 'remote',
    name: 'mf_booking',
    dir: import.meta.dirname,
    mode,
    exposes: {
    './SummaryPage': './src/exposed/summary-page.tsx',
    './GuestDetailPage': './src/exposed/guest-detail-page.tsx',
    './PaymentPage': './src/exposed/payment-page.tsx',
    './ConfirmationPage': './src/exposed/confirmation-page.tsx',
    './CancelPage': './src/exposed/cancel-page.tsx',
    },
  });
