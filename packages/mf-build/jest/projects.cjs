const path = require('node:path');

const rootDir = path.resolve(__dirname, '../../..');
const transform = { '^.+\\.(t|m?j)sx?$': require('./swc-transform.cjs') };
// ESM-only packages that must go through the transform too.
const esmOnly = ['react-intl', '@formatjs', 'intl-messageformat', 'ky', 'swiper', 'uuid', 'd3-geo', 'd3-array', 'internmap', 'supercluster', 'kdbush'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];
const moduleNameMapper = { '\\.css$': require.resolve('./style-stub.cjs') };
const testPathIgnorePatterns = ['/node_modules/', '/dist/', '/e2e/', '/.releases/'];

const shared = { rootDir, transform, transformIgnorePatterns, moduleNameMapper, testPathIgnorePatterns };

/** Node side: servers, CLIs and pure packages. */
const node = {
  ...shared,
  displayName: 'node',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/packages/**/*.test.ts', '<rootDir>/host/server/**/*.test.ts'],
};

/** Browser side: the apps and React packages. */
const dom = {
  ...shared,
  displayName: 'dom',
  testEnvironment: require.resolve('./dom-environment.cjs'),
  setupFilesAfterEnv: [require.resolve('./dom-setup.cjs')],
  testMatch: [
    '<rootDir>/packages/**/*.test.tsx',
    '<rootDir>/host/src/**/*.test.{ts,tsx}',
    '<rootDir>/mf-*/src/**/*.test.{ts,tsx}',
  ],
};

module.exports = { node, dom };
