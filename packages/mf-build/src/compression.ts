import { type BrotliOptions, constants, type ZlibOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/** Text the servers send: scripts, styles, the manifest and page, SVG. Source maps stay for operators, uncompressed. */
const text = /\.(js|css|json|html|svg|txt)$/;

/**
 * Issue 15: every text file of a production build gets a brotli (best) and a gzip twin beside it, made once at
 * build time; the host and release servers send the one the browser accepts. Files that would not shrink
 * below 80 % (or are under 1 KB) get none and go as they are.
 */
export function compressionPlugins(): Array<CompressionPlugin<BrotliOptions> | CompressionPlugin<ZlibOptions>> {
  return [
    new CompressionPlugin<BrotliOptions>({
      test: text,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
      threshold: 1024,
      minRatio: 0.8,
    }),
    new CompressionPlugin<ZlibOptions>({ test: text, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 1024, minRatio: 0.8 }),
  ];
}
