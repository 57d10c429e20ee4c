import { spawn } from 'node:child_process';
import path from 'node:path';

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const mainScript = path.join(import.meta.dirname, 'test-server-main.ts');

/** Service registrations by `<file under src>#<export>`, for startTestServer. */
export const services = {
  loyalty: 'loyalty/register#registerLoyalty',
  postcode: 'postcode/register#registerPostcodes',
  card: 'card/register#registerCardTokens',
  outbox: 'outbox/register#registerDevOutbox',
} as const;

/**
 * Starts the named services in a child Node process. PGlite loads its WASM through a dynamic import,
 * which jest's module sandbox refuses without --experimental-vm-modules; a real process has no such limit
 * and talks to the test over HTTP exactly like the browser does.
 */
export function startTestServer(registrations: string[], env: Record<string, string> = {}): Promise<TestServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript, ...registrations], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    child.stdin.end();
    const timer = setTimeout(() => child.kill(), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /READY (\S+)/.exec(output);
      if (ready) resolve({ url: ready[1] as string, close });
    });
    child.once('exit', (code) => reject(new Error(`test server exited early (code ${code}): ${output}`)));
    child.once('error', reject);
  });
}
