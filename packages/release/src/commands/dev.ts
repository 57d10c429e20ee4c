import { runRemoteAlone } from './dev-remote';
import { runSite } from './dev-site';

/** `npm run dev`: the whole site; `hotel dev mf-hotel` (what `npm run dev -w mf-hotel` runs): one remote alone. */
export async function run(args: string[] = []): Promise<number> {
  const [remote] = args;
  return remote ? runRemoteAlone(remote) : runSite();
}
