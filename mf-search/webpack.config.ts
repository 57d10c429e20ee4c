import { createWebpackConfig } from '@hotel/mf-build';

export default (mode: 'production' | 'development') =>
  createWebpackConfig({
    kind: 'remote',
    name: 'mf_search',
    dir: import.meta.dirname,
    mode,
    exposes: {
    './SearchBox': './src/exposed/search-box.tsx',
    './HotelListPage': './src/exposed/hotel-list-page.tsx',
    },
  });
