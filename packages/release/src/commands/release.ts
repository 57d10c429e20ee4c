import path from 'node:path';
import { defaultEnv, findReleaseUnit, releaseUnits } from '../index';
import { repoRoot, runCommand } from '../orchestration/processes';
import type { Audit } from '../store/audit';
import type { StoreDriver } from '../store/driver';
import type { StoredRelease } from '../store/release-remote';
import { releaseVerified } from '../verify/release-verified';
import { siteTargetFrom } from '../verify/site-target';
import { verifyCandidate } from '../verify/verify-candidate';
import { envFlag, type ParsedArgs, parseArgs, textFlag } from './cli-args';
import { operatorAudit, operatorStore, refusalsPrinted } from './operator';
import { markBad } from './release-bad';

const usage = `usage: npm run release -- <${releaseUnits.map((unit) => unit.dir).join('|')}> [--env <name>] [--no-build | --dist <folder>] [--version <name>] [--no-verify] [--force] [--note <text>] | --bad <version> [--reason <text>]`;

/**
 * `npm run release -- mf-hotel` (or `host`): builds that unit alone, stores it, loads a remote in a browser
 * against the running site (SITE_URL, SITE_PASSWORD), and makes it live in the environment (`--env`, production
 * by default) only if it rendered there. A remote is held against that environment's live host release, never a
 * fresh host build, so releasing it never builds or changes the host.
 */
export async function run(args: string[]): Promise<number> {
  const { positional, flags } = parseArgs(args, ['version', 'dist', 'bad', 'reason', 'env', 'note']);
  const app = positional[0] ? findReleaseUnit(positional[0]) : null;
  if (!app || positional.length !== 1) {
    console.error(usage);
    return 2;
  }
  return refusalsPrinted('release', async () => {
    const store = operatorStore();
    const env = envFlag(flags);
    const audit = operatorAudit(textFlag(flags, 'note'));
    const bad = textFlag(flags, 'bad');
    if (bad) return markBad({ store, env, remote: app.dir, version: bad, reason: textFlag(flags, 'reason'), audit });
    const dist = textFlag(flags, 'dist');
    if (!flags.has('no-build') && !dist) {
      const code = await runCommand('npx', ['turbo', 'run', 'build', `--filter=${app.dir}`, '--output-logs=errors-only']);
      if (code !== 0) return code;
    }
    return releaseChecked(app.dir, flags, { store, env, audit, dist });
  });
}

/** Where a release goes and who makes it, with the build folder given by `--dist`, if any. */
interface ReleaseTarget {
  store: StoreDriver;
  env: string;
  audit: Audit;
  dist: string | undefined;
}

async function releaseChecked(unit: string, flags: ParsedArgs['flags'], context: ReleaseTarget): Promise<number> {
  const site = siteTargetFrom(process.env);
  // A host release is held against every live remote's shared needs; the browser check loads remotes.
  const verify = flags.has('no-verify') || unit === 'host' ? null : (stored: StoredRelease) => verifyCandidate(stored, site);
  const version = textFlag(flags, 'version');
  const { dist, ...where } = context;
  const result = await releaseVerified(
    {
      ...where,
      remote: unit,
      repoRoot,
      force: flags.has('force'),
      ...(version ? { version } : {}),
      // npm runs scripts from the repository's top; a relative folder is the operator's.
      ...(dist ? { distDir: path.resolve(process.env.INIT_CWD ?? process.cwd(), dist) } : {}),
    },
    verify,
  );
  const { verification } = result;
  if (verification) {
    console.log(`${result.remote} ${result.version}: rendered ${verification.pages.join(', ')} on ${site.url} in ${(verification.ms / 1000).toFixed(1)} s`);
  } else if (unit === 'host') console.log(`host ${result.version}: held against the live remotes' shared needs`);
  else if (!verify) console.log(`${result.remote} ${result.version}: not checked in a browser (--no-verify)`);
  const was = result.previous ? ` (was ${result.previous})` : '';
  const inEnv = context.env === defaultEnv ? '' : ` in ${context.env}`;
  console.log(`${result.remote}: ${result.version} is live${inEnv}${was}${result.created ? '' : '; this build was already stored'}`);
  return 0;
}
