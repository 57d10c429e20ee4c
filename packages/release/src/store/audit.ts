import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';

/** Who changed a registry, from which commit, and what they said (issue 17): kept on every history event. */
export interface Audit {
  actor: string;
  /** `git rev-parse HEAD` of the checkout the build came from, when known. */
  commit?: string;
  note?: string;
}

function git(args: string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** RELEASE_ACTOR (CI sets it to the person or job behind the run), else `git config user.name`, else the OS user. */
export function actorFrom(env: NodeJS.ProcessEnv, cwd: string): string {
  return env.RELEASE_ACTOR?.trim() || git(['config', 'user.name'], cwd) || userInfo().username;
}

export function commitOf(cwd: string): string | undefined {
  return git(['rev-parse', 'HEAD'], cwd);
}

/** The audit of a command run from `repoRoot`, with the operator's `--note`. */
export function auditFrom(env: NodeJS.ProcessEnv, repoRoot: string, note?: string): Audit {
  const commit = commitOf(repoRoot);
  return { actor: actorFrom(env, repoRoot), ...(commit ? { commit } : {}), ...(note?.trim() ? { note: note.trim() } : {}) };
}

/** The fields an Audit adds to a history event or a bad mark. */
export function auditFields(audit: Audit | undefined): Partial<Audit> {
  if (!audit) return {};
  return { actor: audit.actor, ...(audit.commit ? { commit: audit.commit } : {}), ...(audit.note ? { note: audit.note } : {}) };
}
