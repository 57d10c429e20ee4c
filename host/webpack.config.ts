import { createWebpackConfig } from '@hotel/mf-build';

export default (mode: 'production' | 'development') =>
  createWebpackConfig({ kind: 'host', name: 'host', dir: import.meta.dirname, mode });
