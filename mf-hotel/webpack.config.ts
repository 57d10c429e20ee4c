import { createWebpackConfig } from '@hotel/mf-build';

export default (mode: 'production' | 'development') =>
  createWebpackConfig({
    kind: 'remote',
    name: 'mf_hotel',
    dir: import.meta.dirname,
    mode,
    exposes: {
    './HotelDetailPage': './src/exposed/hotel-detail-page.tsx',
    './FullMapPage': './src/exposed/full-map-page.tsx',
    },
  });
