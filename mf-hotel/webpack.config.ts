import { createWebpackConfig } from '@hotel/mf-build';

export default (mode: 'production' | 'development') =>
  createWebpackConfig({
    kind: 'remote',
    name: 'mf_hotel',
    dir: import.meta.dirname,
    port: 3002,
    mode,
    devApiProxy: 'http://127.0.0.1:8080',
    exposes: {
    './HotelDetailPage': './src/exposed/hotel-detail-page.tsx',
    './FullMapPage': './src/exposed/full-map-page.tsx',
    },
  });
