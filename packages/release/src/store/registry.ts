import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface RegistryEvent {
  action: 'release' | 'rollback';
  version: string;
  /** ISO time of the pointer move. */
  at: string;
  /** Why it moved, when someone or something said (a version marked bad, the failure watch). */
  reason?: string;
  /** What the failure watch saw, when it moved the pointer by itself. */
  figures?: FailureFigures;
}

/** Failed slot loads out of all loads of a version reported by browsers within `windowSeconds` of going live. */
export interface FailureFigures {
  failures: number;
  loads: number;
  windowSeconds: number;
}

/** A version known to be broken: a plain rollback skips it, and only `--force` makes it live again. */
export interface BadMark {
  reason: string;
  /** ISO time of the mark. */
  at: string;
}

export interface RemoteRecord {
  live: string;
  /** Every version ever released, oldest first; a rollback moves `live` back to the one live before it. */
  versions: string[];
  /** Every pointer move, oldest first. */
  history: RegistryEvent[];
  /** Versions marked bad, by version. */
  bad?: Record<string, BadMark>;
}

/**
 * `<store>/registry.json`: per release unit, by folder name (`host`, `mf-hotel` …), the live version and its
 * history. The host's record sits beside the remotes' under `host`, in the same shape.
 */
export interface Registry {
  remotes: Record<string, RemoteRecord>;
}

export function registryFile(storeDir: string): string {
  return path.join(storeDir, 'registry.json');
}

export function readRegistry(storeDir: string): Registry {
  try {
    return JSON.parse(readFileSync(registryFile(storeDir), 'utf8')) as Registry;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
}

/** Written to a temporary file and renamed, so a reader never sees half a registry. */
export function writeRegistry(storeDir: string, registry: Registry): void {
  mkdirSync(storeDir, { recursive: true });
  const file = registryFile(storeDir);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, file);
}
