import { findRemoteApp, previewLifetimeSeconds, previewSecretFrom, remoteApps, signPreview } from '../index';
import { previewRefusal } from '../preview/preview-refusal';
import { smokeRoutes } from '../smoke-routes';
import { siteTargetFrom } from '../verify/site-target';
import { envFlag, parseArgs } from './cli-args';
import { operatorStore, refusalsPrinted } from './operator';

const usage = `usage: npm run preview -- <${remoteApps.map((app) => app.dir).join('|')}> <version> [--hours <n>] [--env <name>]`;

/** The page the link opens: home when it shows one of the remote's modules, else the first page that does. */
function landingOf(remoteName: string): string {
  const pages = Object.entries(smokeRoutes).flatMap(([id, route]) => (id.startsWith(`${remoteName}/`) ? [route] : []));
  return pages.includes('/') ? '/' : (pages[0] ?? '/');
}

/**
 * `npm run preview -- mf-hotel <version>`: prints a signed link that shows that stored version of the remote to the
 * browser that opens it, and to no one else, for a day (`--hours`). Refused when the version is not stored or the
 * live host cannot run it. The host server checks the link with the same secret (PREVIEW_SECRET, or locally the
 * one kept in `.data/host/`).
 */
export async function run(args: string[]): Promise<number> {
  const { positional, flags } = parseArgs(args, ['hours', 'env']);
  const app = positional[0] ? findRemoteApp(positional[0]) : null;
  const hours = Number(flags.get('hours') ?? previewLifetimeSeconds / 3600);
  if (!app || positional.length !== 2 || !(hours > 0 && hours <= 24 * 30)) {
    console.error(usage);
    return 2;
  }
  const version = positional[1] as string;
  return refusalsPrinted('preview', async () => {
    const env = envFlag(flags);
    const refusal = await previewRefusal(operatorStore(), app.dir, version, env);
    if (refusal) {
      console.error(`preview refused: ${refusal}`);
      return 1;
    }
    const expiresAt = Math.floor(Date.now() / 1000 + hours * 3600);
    const token = signPreview(previewSecretFrom(process.env), { remote: app.dir, version, env, expiresAt });
    const link = `${siteTargetFrom(process.env).url}/_preview?${new URLSearchParams({ token, to: landingOf(app.name) })}`;
    console.log(`${app.dir} ${version} for one browser, until ${new Date(expiresAt * 1000).toISOString()}:\n${link}`);
    return 0;
  });
}
