import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Runs a command to completion with its output shown; resolves to its exit code. */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/** Starts a long-running Node process of the project with its output prefixed by its name. */
export function startProcess(name: string, script: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...env },
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout?.on('data', (chunk: Buffer) => console.log(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
  return child;
}

/** Polls a URL until it answers, or fails after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Resolves with the child's name when it ends, whatever the reason. */
export function exited(child: ChildProcess, name: string): Promise<string> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(name);
    else child.once('exit', () => resolve(name));
  });
}

/** Stops every child and runs every closer; resolves once all children are gone. */
export async function stopAll(children: ChildProcess[], closers: Array<() => Promise<void>> = []): Promise<void> {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(closers.map((close) => close().catch(() => undefined)));
  await Promise.all(children.map((child) => exited(child, '')));
}

/**
 * Runs until Ctrl-C or SIGTERM (exit code 0), or until one of the children dies on its own (exit code 1):
 * a site with a dead part must not look alive.
 */
export function stopAllOnSignal(children: Map<string, ChildProcess>, closers: Array<() => Promise<void>> = []): Promise<number> {
  return new Promise((resolve) => {
    let stopping = false;
    const stop = async (code: number) => {
      if (stopping) return;
      stopping = true;
      await stopAll([...children.values()], closers);
      resolve(code);
    };
    process.once('SIGINT', () => void stop(0));
    process.once('SIGTERM', () => void stop(0));
    void Promise.race([...children].map(([name, child]) => exited(child, name))).then((name) => {
      if (stopping) return;
      console.error(`${name} stopped unexpectedly; stopping everything`);
      void stop(1);
    });
  });
}
