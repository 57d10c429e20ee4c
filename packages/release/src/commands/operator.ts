import { defaultStoreDir } from '../index';
import { repoRoot } from '../orchestration/processes';
import { type Audit, auditFrom } from '../store/audit';
import type { StoreDriver } from '../store/driver';
import { openStore } from '../store/open-store';
import { ReleaseError } from '../store/release-remote';

/** The store the commands work on: RELEASE_STORE (a folder or `s3://bucket/prefix`), else `.releases/`. */
export function operatorStore(): StoreDriver {
  return openStore(process.env.RELEASE_STORE ?? defaultStoreDir());
}

/** Who runs the command, from which commit, with the `--note` given (issue 17). */
export function operatorAudit(note: string | undefined): Audit {
  return auditFrom(process.env, repoRoot, note);
}

/** Runs a command's work; a refusal (ReleaseError) prints `<command> refused: …` and exits 1. */
export async function refusalsPrinted(command: string, work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(`${command} refused: ${error.message}`);
    return 1;
  }
}
