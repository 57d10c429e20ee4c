import {
  findReleaseUnit,
  findRemoteApp,
  listEnvironments,
  manifestUrlOf,
  previewRefusal,
  promoteRemote,
  readObject,
  readRegistry,
  releaseKey,
  releaseUnits,
  type RemoteRecord,
  rollbackRemote,
  type StoreDriver,
} from '@hotel/release';

/**
 * Everything the preview links and the status page read from or write to the release store and its registries,
 * in one place (issue 17), async and named by environment, over either store driver (a folder or an S3 bucket).
 */
export interface ReleaseAccess {
  /** The environments the store holds, the one this host serves first. */
  environments(): Promise<string[]>;
  /** Each release unit of an environment (host first), with its live version and its moves, newest first. */
  units(env: string): Promise<UnitView[]>;
  /** Why `version` of `remote` may not be previewed on `env`'s live host, or null when it may. */
  previewRefusal(env: string, remote: string, version: string): Promise<string | null>;
  /** Where browsers load a stored remote version's manifest from. */
  manifestUrl(remote: string, version: string): string;
  /** Moves a unit's live pointer back to the nearest good version, as `npm run rollback` does. */
  rollback(env: string, unit: string, reason: string): Promise<{ from: string; to: string }>;
  /** Moves the exact version live on one environment to another; absent where the store has one environment. */
  promote?: (unit: string, from: string, to: string) => Promise<{ version: string }>;
  /** A stored file's source map (never served to visitors), or null when the release kept none. */
  sourceMap(remote: string, version: string, file: string): Promise<string | null>;
}

export interface UnitView {
  unit: string;
  live: string | null;
  /** Versions marked bad, with why. */
  bad: Record<string, string>;
  history: HistoryEntry[];
}

/** One pointer move as the status page shows it; who, commit and note when the registry records them. */
export interface HistoryEntry {
  action: string;
  version: string;
  at: string;
  reason?: string;
  who?: string;
  commit?: string;
  note?: string;
}

export const productionEnv = 'production';

export class UnknownEnvironmentError extends Error {
  constructor(env: string, known: string[]) {
    super(`the release store has no environment "${env}" (it has: ${known.join(', ')})`);
  }
}

/** `{ [key]: value }` for a non-empty text, nothing otherwise (a registry event's optional fields). */
const optionalText = (key: string, value: unknown): Record<string, string> => (typeof value === 'string' && value ? { [key]: value } : {});

function unitView(unit: string, record: RemoteRecord | undefined): UnitView {
  if (!record) return { unit, live: null, bad: {}, history: [] };
  const history = record.history
    .map((event) => ({
      action: event.action,
      version: event.version,
      at: event.at,
      ...optionalText('reason', event.reason),
      ...optionalText('who', event.actor),
      ...optionalText('commit', event.commit),
      ...optionalText('note', event.note),
    }))
    .reverse();
  const bad = Object.fromEntries(Object.entries(record.bad ?? {}).map(([version, mark]) => [version, mark.reason]));
  return { unit, live: record.live, bad, history };
}

/** A file name of a release (`__federation_expose_X.0123456789.js`, `js/243.js`), never a way out of it. */
const releaseFileName = /^(?!.*\.\.)[\w][\w./-]{0,200}\.(js|css)$/;

/** The store, either driver, with every environment it holds; the site's own (`siteEnv`) always counts. */
export function storeReleaseAccess(store: StoreDriver, releaseUrl: string, siteEnv: string = productionEnv): ReleaseAccess {
  const environments = async () => {
    const held = await listEnvironments(store);
    return [siteEnv, ...held.filter((env) => env !== siteEnv)];
  };
  const inEnv = async (env: string) => {
    const known = await environments();
    if (!known.includes(env)) throw new UnknownEnvironmentError(env, known);
  };
  const operator = { actor: 'status page' };
  return {
    environments,
    async units(env) {
      await inEnv(env);
      const registry = await readRegistry(store, env);
      return releaseUnits.map((unit) => unitView(unit.dir, registry.remotes[unit.dir]));
    },
    async previewRefusal(env, remote, version) {
      await inEnv(env);
      return previewRefusal(store, remote, version, env);
    },
    manifestUrl: (remote, version) => manifestUrlOf(releaseUrl, findRemoteApp(remote)?.dir ?? remote, version),
    async rollback(env, unit, reason) {
      await inEnv(env);
      const found = findReleaseUnit(unit);
      if (!found) throw new Error(`unknown release unit "${unit}"`);
      const { from, to } = await rollbackRemote({ store, env, remote: found.dir, reason, audit: operator });
      return { from, to };
    },
    async promote(unit, from, to) {
      await Promise.all([inEnv(from), inEnv(to)]);
      const { version } = await promoteRemote({ store, remote: unit, from, to, audit: operator });
      return { version };
    },
    async sourceMap(remote, version, file) {
      const app = findRemoteApp(remote);
      if (!app || !/^[\w.+-]{1,80}$/.test(version) || !releaseFileName.test(file)) return null;
      return (await readObject(store, releaseKey(app.dir, version, `${file}.map`)))?.body.toString('utf8') ?? null;
    },
  };
}
