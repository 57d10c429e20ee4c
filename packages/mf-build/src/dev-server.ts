import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { loadAppConfig } from './run-webpack';

export async function startDevServer(appDir: string): Promise<void> {
  const config = await loadAppConfig(appDir, 'development');
  const server = new WebpackDevServer(config.devServer ?? {}, webpack(config));
  await server.start();
  console.log(`${path.basename(appDir)}: http://127.0.0.1:${config.devServer?.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.stop().then(() => process.exit(0)));
  }
}
