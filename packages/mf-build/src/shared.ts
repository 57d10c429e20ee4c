import { createRequire } from 'node:module';
import path from 'node:path';

/** Packages every app must use one copy of (ARCHITECTURE: Module Federation rules). */
export const singletonPackages = [
  'react',
  'react-dom',
  // react-router is shared through this facade: one copy, without its server-only half (see the module).
  '@hotel/ui/router',
  'effector',
  'effector-react',
  'react-intl',
  '@hotel/bus',
  // Pure rules and tables (routes, areas in five languages): one copy for the page instead of one per package.
  '@hotel/domain',
  // The booking-search rules, a separate shared entry: pages that search load them, the host shell does not.
  '@hotel/domain/search',
  '@hotel/api',
  '@hotel/i18n',
  '@hotel/ui',
  // Maps (Google, Baidu, none) for the hotel list and hotel pages: one copy, loaded only by pages with a map.
  '@hotel/ui/maps',
  // The modal dialog (react-aria, ~14 KB gzip): one copy, loaded with the first overlay a page opens, not by the shell.
  '@hotel/ui/dialog',
  // The first-paint line's hook: one copy for the booking steps, the confirmation and my card, not one per page chunk.
  '@hotel/ui/first-paint',
] as const;

/** Packages whose sub-paths (react/jsx-runtime, react-dom/client) must resolve to the shared copy too. */
const prefixShared = ['react/', 'react-dom/'] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  eager: false;
}

function declaredRange(appDir: string, requested: string): string {
  let pkg = requested;
  const appManifest = createRequire(path.join(appDir, 'package.json'))('./package.json') as {
    dependencies?: Record<string, string>;
  };
  const range = appManifest.dependencies?.[pkg];
  if (range) return range;
  // A sub-path module of a workspace package carries that package's version.
  if (pkg.startsWith('@hotel/')) pkg = pkg.split('/').slice(0, 2).join('/');
  // Workspace packages an app reaches only through another package: read the version they carry.
  const installed = createRequire(path.join(appDir, 'package.json'))(`${pkg}/package.json`) as { version: string };
  return `^${installed.version}`;
}

/** The one shared map, built the same way for the host and every remote. */
export function sharedMap(appDir: string): Record<string, SharedEntry> {
  const map: Record<string, SharedEntry> = {};
  for (const pkg of singletonPackages) {
    map[pkg] = { singleton: true, requiredVersion: declaredRange(appDir, pkg), eager: false };
  }
  for (const prefix of prefixShared) {
    const base = prefix.slice(0, -1);
    map[prefix] = { singleton: true, requiredVersion: declaredRange(appDir, base), eager: false };
  }
  return map;
}
