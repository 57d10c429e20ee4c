import { execFile } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './environment';

/**
 * A production build of `app` into `outDir` whose exposed modules fail on purpose (HOTEL_BUILD_FAULT,
 * packages/mf-build/src/fault): `render` throws as they render, `after-<n>s` n seconds after they mounted.
 * The app's own dist/, which the site and other journeys release, is left alone.
 */
export function buildBroken(app: string, fault: 'render' | `after-${number}s`, outDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'packages/mf-build/bin/build.mjs'), '--out', outDir],
      { cwd: path.join(repoRoot, app), env: { ...process.env, HOTEL_BUILD_FAULT: fault }, encoding: 'utf8' },
      (error, stdout, stderr) => (error ? reject(new Error(`${app} did not build: ${stdout}${stderr}`)) : resolve(outDir)),
    );
  });
}

/** A copy of the app's built dist/ into `outDir`, one file short. */
export function builtWithout(app: string, file: string, outDir: string): string {
  cpSync(path.join(repoRoot, app, 'dist'), outDir, { recursive: true });
  rmSync(path.join(outDir, file));
  return outDir;
}
