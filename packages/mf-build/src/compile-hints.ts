import webpack from 'webpack';

const hint = '//# allFunctionsCalledOnLoad\n';
/**
 * Scripts this large take long enough to compile to matter (react-dom, the federation runtime, react-router, effector, a
 * remote's page): smaller ones compile in a millisecond or two, and the hint costs ~25 bytes gzip in each file.
 */
const minBytes = 28 * 1024;

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its functions
 * compiled as it streams in, off the main thread. Without it each webpack module's function is compiled on the
 * main thread the first time it runs, inside the start-up's long tasks (issue 15: in Lighthouse's trace, the host's
 * start-up tasks spent up to 18 ms of 24 compiling). Added after minifying, which would drop the comment, and
 * before compressing.
 */
export class CompileHintsPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!name.endsWith('.js') || source.size() < minBytes) continue;
            compilation.updateAsset(name, (old) => new webpack.sources.ConcatSource(hint, old));
          }
        },
      );
    });
  }
}
