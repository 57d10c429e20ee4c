import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { devGatePass, withGatePass } from './dev-gate';
import { devPorts, isDevApp, localUrl } from './dev-ports';

/** Runs first in the page's own entry (host or dev shell), before React: see the file. */
export const rememberRenderers = path.join(import.meta.dirname, 'remember-renderers.cjs');

/**
 * React Refresh for one app: an edited component is swapped in place, its state kept. Each app on the page
 * keeps its own refresh runtime under its own name (`library`, the federation name): the apps' module ids
 * repeat (`./src/lang/catalogue.ts` is in every remote), so one runtime for the page would take one remote's
 * component for another's and swap it in.
 */
export function reactRefreshPlugins(name: string): WebpackPluginInstance[] {
  // webpack-dev-server's own overlay shows build errors; one per app would stack on the page.
  return [new ReactRefreshPlugin({ library: name, overlay: false, exclude: [/node_modules/, /remember-renderers\.cjs$/] })];
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
