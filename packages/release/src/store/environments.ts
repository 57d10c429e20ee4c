import { setTimeout as sleep } from 'node:timers/promises';
import { PreconditionFailedError, type StoreDriver } from './driver';
import { emptyRegistry, type Registry } from './registry';

/** What a host server serves (SITE_ENV) and the commands change (--env) unless told otherwise. */
export const defaultEnv = 'production';

/** `staging`, `production`, `qa-2` …: a short lower-case name, as it becomes part of a key. */
export function isEnvName(env: string): boolean {
  return /^[a-z][a-z0-9-]{0,31}$/.test(env);
}

/**
 * Each environment's registry is one small object in the store. Production keeps the name a store had before
 * there were environments (`registry.json`), so an existing folder store is production as it stands.
 */
export function registryKey(env: string = defaultEnv): string {
  if (!isEnvName(env)) throw new Error(`"${env}" is no environment name (lower-case letters, digits and -)`);
  return env === defaultEnv ? 'registry.json' : `registry.${env}.json`;
}

interface TaggedRegistry {
  registry: Registry;
  /** Null: the environment has no registry object yet. */
  etag: string | null;
}

async function readTagged(store: StoreDriver, env: string): Promise<TaggedRegistry> {
  const found = await store.get(registryKey(env));
  return found ? { registry: JSON.parse(found.body.toString('utf8')) as Registry, etag: found.etag } : { registry: emptyRegistry(), etag: null };
}

/** An environment's registry as the store holds it now (empty when it has none). */
export async function readRegistry(store: StoreDriver, env: string = defaultEnv): Promise<Registry> {
  return (await readTagged(store, env)).registry;
}

/** Returns the changed registry to write, or undefined to leave it as it is. May run more than once. */
export type RegistryChange = (registry: Registry) => Registry | undefined | Promise<Registry | undefined>;

const attempts = 20;

/**
 * Read-modify-write with a conditional put (If-Match on the ETag read, If-None-Match: * for the first write), so
 * two releases at once cannot lose one another's change: the one that loses the race reads the winner's registry
 * and applies its change again. `change` must therefore depend only on the registry it is given. Answers the
 * registry as written (or as read, when `change` left it alone); a refusal thrown by `change` is passed on.
 */
export async function updateRegistry(store: StoreDriver, env: string, change: RegistryChange): Promise<Registry> {
  const key = registryKey(env);
  for (let attempt = 1; ; attempt += 1) {
    const { registry, etag } = await readTagged(store, env);
    const changed = await change(registry);
    if (!changed) return registry;
    try {
      await store.put(key, `${JSON.stringify(changed, null, 2)}\n`, {
        contentType: 'application/json',
        cacheControl: 'no-cache',
        ...(etag === null ? { ifNoneMatch: '*' as const } : { ifMatch: etag }),
      });
      return changed;
    } catch (error) {
      if (!(error instanceof PreconditionFailedError) || attempt >= attempts) throw error;
      // Someone else wrote first: back off a little, at random, so two retrying writers do not collide again.
      await sleep(10 + Math.random() * 40 * attempt);
    }
  }
}

export interface RegistryReader {
  read(): Promise<Registry>;
  /** Drops the copy held, after this process changed the registry itself. */
  forget(): void;
}

/** The longest a host server keeps a registry it read: issue 17 asks all servers to agree within 5 s. */
export const maxRegistryTtlMs = 5_000;

/**
 * A host server's view of one environment's registry, read from the store at most once per `ttlMs` (a bucket
 * is a network round trip away; several host servers each hold a copy at most `ttlMs` old, so they agree within
 * it). 0 reads on every call, as a local folder is cheap to read. Callers during a read share it.
 */
export function registryReader(store: StoreDriver, env: string, ttlMs: number): RegistryReader {
  const ttl = Math.min(Math.max(0, ttlMs), maxRegistryTtlMs);
  let held: { at: number; registry: Promise<Registry> } | null = null;
  return {
    read() {
      if (held && Date.now() - held.at < ttl) return held.registry;
      const registry = readRegistry(store, env);
      held = { at: Date.now(), registry };
      // A failed read is not kept: the next call tries again.
      registry.catch(() => {
        if (held?.registry === registry) held = null;
      });
      return registry;
    },
    forget() {
      held = null;
    },
  };
}

/** REGISTRY_TTL_MS when set (capped at 5 s); else 2 s for a bucket and 0 for a folder. */
export function registryTtlFrom(env: NodeJS.ProcessEnv, store: StoreDriver): number {
  const set = Number(env.REGISTRY_TTL_MS);
  if (env.REGISTRY_TTL_MS !== undefined && Number.isFinite(set)) return Math.min(Math.max(0, set), maxRegistryTtlMs);
  return store.folder ? 0 : 2_000;
}

/** The environments whose registry the store holds (production first), from the registry objects' names. */
export async function listEnvironments(store: StoreDriver): Promise<string[]> {
  const names = (await store.list('registry')).flatMap((key) => {
    const match = /^registry(?:\.([a-z][a-z0-9-]{0,31}))?\.json$/.exec(key);
    return match ? [match[1] ?? defaultEnv] : [];
  });
  return [...new Set(names)].sort((a, b) => (a === defaultEnv ? -1 : b === defaultEnv ? 1 : a.localeCompare(b)));
}
