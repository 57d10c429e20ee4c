import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { openDevGate } from './dev/dev-gate';
import { devPorts, localSitePassword, localUrl } from './dev/dev-ports';
import { loadAppConfig } from './run-webpack';

export async function startDevServer(appDir: string): Promise<void> {
  const config = await loadAppConfig(appDir, 'development');
  if (config.output?.uniqueName !== 'host') {
    const hostServer = localUrl(devPorts().hostServer);
    const opened = await openDevGate(hostServer, localSitePassword());
    if (!opened) console.warn(`no gate pass from ${hostServer}: the dev shell gets no session (set SITE_PASSWORD?)`);
  }
  const server = new WebpackDevServer(config.devServer ?? {}, webpack(config));
  await server.start();
  console.log(`${path.basename(appDir)}: http://127.0.0.1:${config.devServer?.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.stop().then(() => process.exit(0)));
  }
}
