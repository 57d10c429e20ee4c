import webpack, { type Compiler } from 'webpack';
import { buildFilesName } from './build-files-name';

/**
 * Writes `build-files.json`, the list of every file this build emitted. A turbo cache restore lays the cached
 * build over `dist/` without removing what an earlier build left there (issue 16), so whatever reads a build
 * (its version hash, a release's copy) reads this list, never the folder.
 */
export class BuildFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(BuildFilesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: BuildFilesPlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const files = Object.keys(assets).sort();
        compilation.emitAsset(buildFilesName, new webpack.sources.RawSource(`${JSON.stringify({ files }, null, 2)}\n`));
      });
    });
  }
}
