import { createWebpackConfig } from '@hotel/mf-build';

export default (mode: 'production' | 'development') =>
  createWebpackConfig({
    kind: 'remote',
    name: 'mf_member',
    dir: import.meta.dirname,
    mode,
    exposes: {
    './AuthPanels': './src/exposed/auth-panels.tsx',
    './MemberBanner': './src/exposed/member-banner.tsx',
    './ProfileArea': './src/exposed/profile-area.tsx',
    './MemberConfirmationPage': './src/exposed/member-confirmation-page.tsx',
    },
  });
