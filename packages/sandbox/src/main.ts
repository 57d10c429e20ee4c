import path from 'node:path';
import { startSandbox } from './sandbox';

/**
 * `node packages/sandbox/bin/sandbox.mjs [--memory] [--reset] [--port N]`
 * Data lives in `.data/sandbox/` (PGlite) unless --memory, SANDBOX_MEMORY=1 or DATABASE_URL says otherwise.
 */
const args = process.argv.slice(2);
const portArg = args.indexOf('--port');
const port = Number(portArg >= 0 ? args[portArg + 1] : (process.env.SANDBOX_PORT ?? 8090));
const memory = args.includes('--memory') || process.env.SANDBOX_MEMORY === '1';
const dataDir = memory ? null : (process.env.SANDBOX_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../.data/sandbox'));

const started = Date.now();
const sandbox = await startSandbox({
  port,
  dataDir,
  databaseUrl: process.env.DATABASE_URL || null,
  reset: args.includes('--reset'),
});
const storage = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : (dataDir ?? 'memory');
console.log(`sandbox: ${sandbox.url} (${storage}), ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
