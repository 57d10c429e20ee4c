import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import type { WebpackConfig } from './create-config';

type ConfigFactory = (mode: 'production' | 'development') => WebpackConfig;

export async function loadAppConfig(appDir: string, mode: 'production' | 'development'): Promise<WebpackConfig> {
  const module = (await import(pathToFileURL(path.join(appDir, 'webpack.config.ts')).href)) as {
    default: ConfigFactory | { default: ConfigFactory };
  };
  const factory = typeof module.default === 'function' ? module.default : module.default.default;
  return factory(mode);
}

/**
 * Runs one build and prints what webpack reports; resolves to false when it failed. `outDir` builds elsewhere
 * than the app's `dist/` (a candidate for `release --dist`, which leaves the app's own build alone).
 */
export async function runWebpack(appDir: string, mode: 'production' | 'development', outDir?: string): Promise<boolean> {
  const config = await loadAppConfig(appDir, mode);
  if (outDir) config.output = { ...config.output, path: path.resolve(outDir) };
  const started = Date.now();
  return new Promise((resolve) => {
    webpack(config, (error, stats) => {
      if (error) {
        console.error(error);
        resolve(false);
        return;
      }
      const info = stats?.toString({ colors: false, all: false, errors: true, warnings: true });
      if (info?.trim()) console.log(info);
      const failed = Boolean(stats?.hasErrors());
      console.log(`${path.basename(appDir)}: ${failed ? 'build failed' : 'built'} in ${Date.now() - started} ms`);
      resolve(!failed);
    });
  });
}
