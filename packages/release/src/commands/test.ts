import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, runCommand } from '../orchestration/processes';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const jestResults = path.join(repoRoot, 'node_modules/.cache/jest-results.json');
const playwrightResults = path.join(repoRoot, 'e2e/test-results/results.json');

const steps: Step[] = [
  { name: 'typecheck', command: 'npx', args: ['turbo', 'run', 'typecheck', '--output-logs=errors-only'] },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'i18n', command: 'node', args: ['packages/i18n/bin/check-catalogues.mjs'] },
  // PGlite loads its WebAssembly with a dynamic import, which jest's module sandbox only allows with this flag.
  {
    name: 'unit',
    command: process.execPath,
    args: ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning', 'node_modules/jest/bin/jest.js', '--ci', '--json', `--outputFile=${jestResults}`],
  },
  { name: 'build', command: 'npx', args: ['turbo', 'run', 'build', '--output-logs=errors-only'] },
  { name: 'size', command: 'node', args: ['packages/mf-build/bin/size.mjs'] },
  {
    name: 'e2e',
    command: 'npx',
    args: ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightResults },
  },
];

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** Sums jest's and Playwright's counts into the one closing line CI reads. */
function countTests(): { passed: number; failed: number; skipped: number } {
  const jest = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number }>(jestResults);
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
    playwrightResults,
  );
  return {
    passed: (jest?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0),
    failed: (jest?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0),
    skipped: (jest?.numPendingTests ?? 0) + (e2e?.stats.skipped ?? 0),
  };
}

/** `npm test`: typecheck, lint, message catalogues, unit tests, production build, size budgets, e2e journeys. */
export async function run(args: string[]): Promise<number> {
  const only = args.length ? new Set(args) : null;
  for (const file of [jestResults, playwrightResults]) {
    rmSync(file, { force: true });
    mkdirSync(path.dirname(file), { recursive: true });
  }
  const timings: string[] = [];
  let failedStep: string | null = null;
  for (const step of steps) {
    if (only && !only.has(step.name)) continue;
    console.log(`\n=== ${step.name} ===`);
    const started = Date.now();
    const code = await runCommand(step.command, step.args, step.env);
    timings.push(`${step.name} ${((Date.now() - started) / 1000).toFixed(1)} s${code === 0 ? '' : ' FAILED'}`);
    if (code !== 0) {
      failedStep = step.name;
      break;
    }
  }
  const { passed, failed, skipped } = countTests();
  console.log(`\n${timings.join(' | ')}`);
  if (failedStep) console.log(`npm test stopped at: ${failedStep}`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  return failedStep ? 1 : 0;
}
