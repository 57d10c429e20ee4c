import { createWebpackConfig } from '@hotel/mf-build';

export default (mode: 'production' | 'development') =>
  createWebpackConfig({ kind: 'host', name: 'host', dir: import.meta.dirname, port: 3000, mode, devApiProxy: 'http://127.0.0.1:8080' });
