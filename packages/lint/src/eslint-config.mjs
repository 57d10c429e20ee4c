// The house rules of ARCHITECTURE.md and STYLE.md that a tool can check. The root eslint.config.mjs
// re-exports this; it lives in @hotel/lint so that typescript-eslint's parser finds the TypeScript 5
// installed beside it (the repo's own tsc is TypeScript 7, whose npm package has no JS API).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The deployable apps: the host and the four remotes. */
export const apps = ['host', 'mf-search', 'mf-hotel', 'mf-booking', 'mf-member'];

const sourceFiles = ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'];

/** Modules that mean React or I/O, which the pure packages (contracts, domain) never import. */
const reactAndIo = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  'react-intl',
  'react-router',
  'effector-react',
  'ky',
  'axios',
  '@hotel/api',
  '@hotel/api/*',
  '@hotel/bus',
  '@hotel/bus/*',
  '@hotel/ui',
  '@hotel/ui/*',
  'node:*',
  'fs',
  'fs/*',
  'http',
  'https',
  'http2',
  'net',
  'child_process',
];

function subfolders(folder) {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * Import zones (import-x/no-restricted-paths, checked on the resolved file):
 * - an app never imports another app's source (remotes reach each other through loadRemote, the bus
 *   and @hotel/contracts);
 * - packages never import an app;
 * - inside an app, a feature `src/features/<x>/` reaches another feature only through that feature's
 *   public face, its `index.ts`; anything else in another feature folder is internal. A feature with no
 *   `index.ts` has no public face: shared state belongs in `src/entities/` or `src/shared/`;
 * - a feature never imports the app's composition: `src/app/` (host) or `src/exposed/` (remotes); a
 *   feature's tests (`forTests`) may render the exposed module that wraps the feature, never `src/app/`.
 */
export function importZones(root = repoRoot, { forTests = false } = {}) {
  const at = (...parts) => path.join(root, ...parts);
  const zones = apps.map((app) => ({
    target: at(app),
    from: apps.filter((other) => other !== app).map((other) => at(other)),
    message: 'An app never imports another app\'s source: use loadRemote, the bus or @hotel/contracts.',
  }));
  zones.push({
    target: at('packages'),
    from: apps.map((app) => at(app)),
    message: 'Packages never import an app: move what both need into a package.',
  });
  for (const app of apps) {
    const features = at(app, 'src/features');
    zones.push({
      target: `${features}/**`,
      from: forTests ? [at(app, 'src/app')] : [at(app, 'src/app'), at(app, 'src/exposed')],
      message: 'A feature never imports the app\'s composition (src/app, src/exposed): move what it needs into the feature or src/shared.',
    });
    for (const feature of subfolders(features)) {
      zones.push({
        target: `${features}/${feature}/**`,
        from: [`${features}/*/**`],
        except: [`${features}/${feature}/**`, `${features}/*/index.ts`],
        message: 'A feature imports another feature only through its index.ts.',
      });
    }
  }
  return zones;
}

/** The flat config for the whole tree, rooted at `root` (the repo, or a test's fixture folder). */
export function createConfig(root = repoRoot) {
  return tseslint.config(
    {
      ignores: [
        '**/node_modules/**',
        '**/dist/**',
        '**/.releases/**',
        '**/.e2e-store*/**',
        '**/test-results/**',
        '**/playwright-report/**',
        '**/.turbo/**',
        '**/.data/**',
        '**/lang/*.json',
        '**/*.tmp.mjs',
        'packages/lint/.fixture-*/**',
      ],
    },
    {
      linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
    },
    {
      files: sourceFiles,
      extends: [tseslint.configs.recommended],
      plugins: {
        'import-x': importX,
        'react-hooks': reactHooks,
        '@eslint-community/eslint-comments': comments,
      },
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        parserOptions: { ecmaFeatures: { jsx: true } },
        globals: { ...globals.browser, ...globals.node },
      },
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
        // The workspace packages are our own code: a cycle through `@hotel/…` counts like any other.
        'import-x/internal-regex': '^@hotel/',
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ alwaysTryTypes: true }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: importZones(root) }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-self-import': 'error',
        // A leading underscore marks a value left unused on purpose (a rest sibling, a placeholder parameter).
        '@typescript-eslint/no-unused-vars': [
          'error',
          {
            argsIgnorePattern: '^_',
            varsIgnorePattern: '^_',
            caughtErrorsIgnorePattern: '^_',
            destructuredArrayIgnorePattern: '^_',
            ignoreRestSiblings: true,
          },
        ],
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
        '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
        '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
        '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: true }],
        '@eslint-community/eslint-comments/no-unused-enable': 'error',
      },
    },
    {
      files: ['**/*.test.{ts,tsx}'],
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: importZones(root, { forTests: true }) }],
      },
    },
    {
      files: ['**/*.cjs'],
      languageOptions: { sourceType: 'commonjs' },
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
    {
      // Playwright fixtures call `use(value)`, which is not React's `use`.
      files: ['e2e/**', '**/*.{mjs,cjs}'],
      rules: { 'react-hooks/rules-of-hooks': 'off', 'react-hooks/exhaustive-deps': 'off' },
    },
    {
      files: ['packages/contracts/**', 'packages/domain/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: reactAndIo,
                message: '@hotel/contracts and @hotel/domain are pure: no React and no I/O (STYLE.md habit 5).',
              },
            ],
          },
        ],
        'no-restricted-globals': [
          'error',
          ...['fetch', 'XMLHttpRequest', 'WebSocket', 'localStorage', 'sessionStorage', 'indexedDB'].map((name) => ({
            name,
            message: '@hotel/contracts and @hotel/domain are pure: no I/O.',
          })),
        ],
      },
    },
  );
}

export default createConfig();
