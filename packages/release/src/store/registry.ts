export interface RegistryEvent {
  /** `promote`: the version came from another environment's registry (`from`), unbuilt and unchanged. */
  action: 'release' | 'rollback' | 'promote';
  version: string;
  /** ISO time of the pointer move. */
  at: string;
  /** Why it moved, when someone or something said (a version marked bad, the failure watch). */
  reason?: string;
  /** What the failure watch saw, when it moved the pointer by itself. */
  figures?: FailureFigures;
  /** Who moved it (issue 17): RELEASE_ACTOR, git's user.name or the OS user; the failure watch names itself. */
  actor?: string;
  /** The commit of the checkout the build was released from, when known. */
  commit?: string;
  /** What the operator said with `--note`. */
  note?: string;
  /** A promote's source environment. */
  from?: string;
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
  actor?: string;
  commit?: string;
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
 * One environment's registry (environments.ts): per release unit, by folder name (`host`, `mf-hotel` …), the
 * live version and its history. The host's record sits beside the remotes' under `host`, in the same shape.
 */
export interface Registry {
  remotes: Record<string, RemoteRecord>;
}

export const emptyRegistry = (): Registry => ({ remotes: {} });
