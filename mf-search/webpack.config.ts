import { createWebpackConfig } from '@hotel/mf-build';

export default (mode: 'production' | 'development') =>
  createWebpackConfig({
    kind: 'remote',
    name: 'mf_search',
    dir: import.meta.dirname,
    port: 3001,
    mode,
    devApiProxy: 'http://127.0.0.1:8080',
    exposes: {
    './SearchBox': './src/exposed/search-box.tsx',
    './HotelListPage': './src/exposed/hotel-list-page.tsx',
    },
  });
