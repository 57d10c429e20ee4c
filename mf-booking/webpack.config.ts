import { createWebpackConfig } from '@hotel/mf-build';

export default (mode: 'production' | 'development') =>
  createWebpackConfig({
    kind: 'remote',
    name: 'mf_booking',
    dir: import.meta.dirname,
    port: 3003,
    mode,
    devApiProxy: 'http://127.0.0.1:8080',
    exposes: {
    './SummaryPage': './src/exposed/summary-page.tsx',
    './GuestDetailPage': './src/exposed/guest-detail-page.tsx',
    './PaymentPage': './src/exposed/payment-page.tsx',
    './ConfirmationPage': './src/exposed/confirmation-page.tsx',
    './CancelPage': './src/exposed/cancel-page.tsx',
    },
  });
