import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadCatalogue } from './catalogue/catalogue-index';
import { type Clock, fixedClock, japanToday, systemClock } from './clock/clock';
import { configFromEnv, type SandboxConfig } from './config';
import type { Database } from './db/database';
import { dropAll, migrate } from './db/migrate';
import { openPglite } from './db/pglite-database';
import { openPostgres } from './db/postgres-database';
import type { SandboxDeps } from './deps';
import { plainErrors } from './services/error-shapes';
import { type RouteInfo, Router } from './http/router';
import { registerServices } from './services/register-services';
import { seedCatalogueIfEmpty, seedMembers, topUpInventory } from './seed/seed';

export interface SandboxOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** PGlite folder; null keeps everything in memory. Ignored when databaseUrl is set. */
  dataDir: string | null;
  /** A real PostgreSQL instead of PGlite. */
  databaseUrl?: string | null;
  /** Drop every table and seed again. */
  reset?: boolean;
  /** Leave the database empty of hotels (services that need no catalogue, in their own tests). */
  skipSeed?: boolean;
  env?: NodeJS.ProcessEnv;
  /** The time the sandbox lives at; default the system clock, or `SANDBOX_NOW` (an ISO instant) frozen. */
  clock?: Clock;
}

export interface RunningSandbox {
  url: string;
  db: Database;
  config: SandboxConfig;
  /** Every route it serves (tests reach each endpoint without a list to keep up to date). */
  routes(): RouteInfo[];
  close(): Promise<void>;
}

async function openDatabase(options: SandboxOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

/** Opens the database, migrates, seeds when empty, and serves every third-party stand-in on one port. */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const env = options.env ?? process.env;
  const db = await openDatabase(options);
  if (options.reset) await dropAll(db);
  await migrate(db);

  const router = new Router();
  const server = createServer((request, response) => void router.handle(request, response));
  // Longer than the clients' idle sockets live (the host server's fetch, Playwright's request context): at 5 s the
  // server closed a kept-alive socket just as a journey's setup call reused it, and that call failed with
  // ECONNRESET (host/session.spec in a clean run). As the host and release servers.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const port = await listen(server, options.port, env.SANDBOX_HOST ?? '127.0.0.1');
  const config = configFromEnv(env, port);
  const clock = options.clock ?? (env.SANDBOX_NOW ? fixedClock(env.SANDBOX_NOW) : systemClock);
  const seeded = !options.skipSeed && (await seedCatalogueIfEmpty({ db, config, clock }));
  const catalogue = await loadCatalogue(db);
  const deps: SandboxDeps = { db, config, catalogue, clock };
  if (seeded) await seedMembers(deps);
  if (!options.skipSeed) await topUpInventory(db, catalogue.allRoomTypes, japanToday(clock));
  router.service('/health', plainErrors, () => 'en').get('/', () => ({ body: { ok: true, database: db.kind } }));
  await registerServices(router, deps);

  return {
    url: `http://${config.host}:${port}`,
    db,
    config,
    routes: () => router.routes(),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
