import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { BootFilesPlugin } from './boot-files/boot-files-plugin';
import { BuildFilesPlugin } from './build-files/build-files-plugin';
import { catalogueRule, withoutMessageParser } from './catalogue/catalogue-rule';
import { CompileHintsPlugin } from './compile-hints';
import { compressionPlugins } from './compression';
import { devServerConfig, reactRefreshPlugins, rememberRenderers } from './dev/dev-config';
import { type FaultMode, faultModeFrom, faultVariable } from './fault/fault-mode';
import { faultRule, faultyExposes } from './fault/faulty-exposes';
import { scriptRule, styleRules } from './rules';
import { sharedMap } from './shared';

export interface AppBuildOptions {
  kind: 'host' | 'remote';
  /** Federation name, e.g. `mf_hotel`; the host is `host`. */
  name: string;
  /** The app's folder (holds package.json and src/). */
  dir: string;
  /** Remote only: `./HotelDetailPage` -> `./src/exposed/hotel-detail-page.tsx`. */
  exposes?: Record<string, string>;
  mode: 'production' | 'development';
}

export type WebpackConfig = Configuration & { devServer?: DevServerConfiguration };

const provideRuntimeCore = path.join(import.meta.dirname, 'runtime/provide-runtime-core.ts');

/**
 * One federation runtime per page: the host ships it, production remotes use the host's copy instead of
 * carrying ~19 KB gzip each. A remote's dev build keeps its own and, like the host, hands it to the
 * production remotes its standalone dev shell loads from the live registry.
 */
function runtimeOptions({ kind, mode }: AppBuildOptions) {
  // The site runs only in browsers: the runtime's Node loaders (vm, require) are left out of the host's first load.
  if (kind === 'host') return { runtimePlugins: [provideRuntimeCore], ...(mode === 'production' ? { experiments: { optimization: { target: 'web' as const } } } : {}) };
  if (mode === 'production') return { experiments: { externalRuntime: true } };
  return { runtimePlugins: [provideRuntimeCore], experiments: { externalRuntime: false } };
}

function federation(options: AppBuildOptions, fault: FaultMode | null): ModuleFederationPlugin {
  const exposes = options.exposes ?? {};
  return new ModuleFederationPlugin({
    name: options.name,
    filename: 'remoteEntry.js',
    // The host declares no remotes at build time: it registers them from /registry.json at boot.
    remotes: {},
    exposes: fault ? faultyExposes(exposes) : exposes,
    shared: sharedMap(options.dir),
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    ...runtimeOptions(options),
  });
}

/** A remote's dev shell answers on the site's own paths (`/hotel/1`), so its page names scripts from the root. */
function devShellPage({ kind, mode }: AppBuildOptions) {
  return kind === 'remote' && mode === 'development' ? { publicPath: '/', chunks: ['main'] } : {};
}

function reactRouterProductionBuild(appDir: string): string {
  const manifest = createRequire(path.join(appDir, 'package.json')).resolve('react-router/package.json');
  return path.join(path.dirname(manifest), 'dist/production/index.mjs');
}

/**
 * effector-react asks for use-sync-external-store's shim, a fallback for React before 18; React 19 has the hook, and
 * the package's own entries hand React's over. Without the shim, the host's first load is 0.3 KB gzip lighter.
 */
function withoutStoreShim(appDir: string): Record<string, string> {
  const fromEffectorReact = createRequire(createRequire(path.join(appDir, 'package.json')).resolve('effector-react/package.json'));
  return {
    'use-sync-external-store/shim/index.js$': fromEffectorReact.resolve('use-sync-external-store'),
    'use-sync-external-store/shim/with-selector.js$': fromEffectorReact.resolve('use-sync-external-store/with-selector.js'),
  };
}

/** The one webpack configuration for the host and for every remote. */
export function createWebpackConfig(options: AppBuildOptions): WebpackConfig {
  const { mode, dir, kind } = options;
  const production = mode === 'production';
  const withHtml = kind === 'host' || !production;
  // Only a remote can be built broken on purpose (fault-mode.ts); any other build ignores the variable.
  const fault = kind === 'remote' ? faultModeFrom(process.env[faultVariable]) : null;
  return {
    mode,
    context: dir,
    // A remote's production build is only its remoteEntry; the standalone dev shell is for development.
    entry: kind === 'remote' && production ? {} : { main: production ? './src/index.ts' : [rememberRenderers, './src/index.ts'] },
    // Maps are kept with each release for the status page (issue 17) but named by no file: no sourceMappingURL
    // comment tells a visitor's browser where to find them, and neither server sends them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Remotes are served from a versioned folder chosen at release time, so they find their chunks at run time.
      publicPath: kind === 'host' ? '/' : 'auto',
      uniqueName: options.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // react-router's package exports only name its development build (warnings, invariants: +10 KB gzip).
      alias: {
        ...withoutMessageParser(dir),
        ...withoutStoreShim(dir),
        ...(production ? { 'react-router$': reactRouterProductionBuild(dir) } : {}),
      },
    },
    module: { rules: [...(fault ? [faultRule(fault)] : []), scriptRule(mode), catalogueRule(), ...styleRules(options.name, mode)] },
    plugins: [
      federation(options, fault),
      new MiniCssExtractPlugin({
        filename: '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      ...(withHtml ? [new HtmlWebpackPlugin({ template: path.join(dir, 'src/index.html'), inject: 'body', ...devShellPage(options) })] : []),
      // The host's boot chunk is named in src/index.ts; its page preloads what boot-files.json lists.
      ...(production && kind === 'host' ? [new BootFilesPlugin('bootstrap')] : []),
      ...(production ? [new CompileHintsPlugin(), ...compressionPlugins(), new BuildFilesPlugin()] : reactRefreshPlugins(options.name)),
    ],
    optimization: {
      minimize: production,
      // Keep each shared fallback whole in its own chunk, so the manifest names every file it needs.
      splitChunks: kind === 'remote' ? false : undefined,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    ...(production ? {} : { devServer: devServerConfig(options) }),
  };
}
