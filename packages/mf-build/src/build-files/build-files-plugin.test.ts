import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { BuildFilesPlugin } from './build-files-plugin';
import { buildFilesName } from './build-files-name';

/** A two-chunk app built as production builds are (unminified): hashed chunk names, source maps, a clean output folder. */
function build(dir: string): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].[contenthash:10].js', clean: true },
    plugins: [new BuildFilesPlugin()],
    optimization: { minimize: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
}

// A real webpack run: seconds on a busy machine, so the bound is wide.
describe('build-files.json (issue 16: a build is one version)', () => {
  it('names every file the build emitted, and no file an earlier build left', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-files-'));
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'src/index.js'), "import(/* webpackChunkName: 'later' */ './later.js').then((m) => m.default());");
    writeFileSync(path.join(dir, 'src/later.js'), 'export default () => 42;');
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/later.0000000000.js'), 'an earlier build');

    await build(dir);

    const { files } = JSON.parse(readFileSync(path.join(dir, 'dist', buildFilesName), 'utf8')) as { files: string[] };
    expect(files).toEqual(expect.arrayContaining(['main.js', 'main.js.map', expect.stringMatching(/^later\.[0-9a-f]{10}\.js$/)]));
    expect(files).not.toContain('later.0000000000.js');
    expect([...files, buildFilesName].sort()).toEqual(readdirSync(path.join(dir, 'dist')).sort());
  }, 60_000);
});
