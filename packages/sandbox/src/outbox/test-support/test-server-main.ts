import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadCatalogue } from '../../catalogue/catalogue-index';
import { systemClock } from '../../clock/clock';
import { configFromEnv } from '../../config';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite-database';
import type { SandboxDeps } from '../../deps';
import { Router } from '../../http/router';

/**
 * A sandbox with only the services a test names, in its own Node process (see start-test-server.ts).
 * argv: `<file under src>#<register function>` …, e.g. `loyalty/register#registerLoyalty`.
 */
const srcDir = path.resolve(import.meta.dirname, '../..');
const db = await openPglite(null);
await migrate(db);
const router = new Router();
const server = createServer((request, response) => void router.handle(request, response));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
const deps: SandboxDeps = { db, config: configFromEnv(process.env, port), catalogue: await loadCatalogue(db), clock: systemClock };

for (const spec of process.argv.slice(2)) {
  const [file, exportName] = spec.split('#') as [string, string];
  const module = (await import(pathToFileURL(path.join(srcDir, `${file}.ts`)).href)) as Record<string, unknown>;
  const register = module[exportName] as (router: Router, deps: SandboxDeps) => unknown;
  await register(router, deps);
}

// The parent closes stdin when it is done (or dies): then this process goes too.
process.stdin.on('end', () => {
  server.close();
  server.closeAllConnections();
  void db.close().finally(() => process.exit(0));
});
process.stdin.resume();
process.stdout.write(`READY http://127.0.0.1:${port}\n`);
