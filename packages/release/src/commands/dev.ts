import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, runCommand, startProcess } from '../orchestration/processes';

/**
 * `npm run dev`: webpack dev servers with hot reload for the host (http://127.0.0.1:3000) and every remote
 * (3001–3004), beside the host server (8080, here pointing `/registry.json` at the dev servers) and the sandbox.
 */
export async function run(): Promise<number> {
  const children = [startProcess('host-server', 'host/bin/host-server.mjs', { DEV_REMOTES: '1' })];
  const sandboxScript = path.join(repoRoot, 'packages/sandbox/bin/sandbox.mjs');
  if (existsSync(sandboxScript)) children.push(startProcess('sandbox', sandboxScript));
  console.log('Dev site: http://127.0.0.1:3000 (hot reload); remotes on 3001–3004');
  const code = await runCommand('npx', ['turbo', 'run', 'dev', '--filter=host', '--filter=mf-*', '--concurrency=10']);
  for (const child of children) child.kill('SIGTERM');
  return code;
}
