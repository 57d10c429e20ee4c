import type { CatalogueIndex } from './catalogue/catalogue-index';
import type { Clock } from './clock/clock';
import type { SandboxConfig } from './config';
import type { Database } from './db/database';

/** What every service of the sandbox is built from. */
export interface SandboxDeps {
  db: Database;
  config: SandboxConfig;
  /** The seeded catalogue, in memory (empty when the sandbox runs without a seed). */
  catalogue: CatalogueIndex;
  /** The one source of the time for "today" and every deadline (read in Japan time through clock/clock.ts). */
  clock: Clock;
}
