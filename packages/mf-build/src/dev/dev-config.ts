import { createRequire } from 'node:module';
import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import webpack, { type WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { devGatePass, withGatePass } from './dev-gate';
import { devPorts, isDevApp, localUrl } from './dev-ports';

const pageRefreshRuntime = path.join(import.meta.dirname, 'react-refresh-runtime.cjs');

/** The runtime's own file, which react-refresh's package exports do not name, so the alias is not replaced. */
export function reactRefreshAliases(): Record<string, string> {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-refresh/package.json'));
  return { 'hotel-react-refresh-runtime$': path.join(packageDir, 'cjs/react-refresh-runtime.development.js') };
}

/**
 * React Refresh for one app: edited components are swapped in place, state kept. Every app on the page
 * uses the first react-refresh runtime loaded (see react-refresh-runtime.cjs), and one `library` name
 * makes that runtime hook into React once.
 */
export function reactRefreshPlugins(): WebpackPluginInstance[] {
  return [
    new webpack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$|[\\/]react-refresh[\\/]runtime\.js$/, pageRefreshRuntime),
    new ReactRefreshPlugin({
      library: 'hotel',
      // webpack-dev-server's own overlay shows build errors; one per app would stack on the page.
      overlay: false,
      exclude: [/node_modules/, /react-refresh-runtime\.cjs$/],
    }),
  ];
}

export interface DevServerOptions {
  /** Federation name: picks the port from dev-ports. */
  name: string;
  kind: 'host' | 'remote';
}

/**
 * A remote's dev server is reached from the host's page too (`npm run dev`), so its hot-update socket names
 * its own port instead of the page's. A remote shown alone has no gate page, so its proxy carries the pass.
 */
export function devServerConfig({ name, kind }: DevServerOptions): DevServerConfiguration {
  if (!isDevApp(name)) throw new Error(`${name} has no dev port (packages/mf-build/src/dev/dev-ports.ts)`);
  const ports = devPorts();
  const port = ports.apps[name];
  return {
    port,
    host: '127.0.0.1',
    hot: true,
    historyApiFallback: true,
    // Everything comes from webpack; the app's own files are its sources.
    static: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false, errors: true }, webSocketURL: `ws://127.0.0.1:${port}/ws` },
    proxy: [
      {
        context: ['/env.json', '/registry.json', '/api'],
        target: localUrl(ports.hostServer),
        onProxyReq: (proxyRequest) => {
          const pass = kind === 'remote' ? devGatePass() : null;
          if (pass) proxyRequest.setHeader('cookie', withGatePass(proxyRequest.getHeader('cookie')?.toString(), pass));
        },
      },
    ],
  };
}
