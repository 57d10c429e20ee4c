import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ComponentType, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import webpack from 'webpack';
import { faultModeFrom } from './fault-mode';
import { faultRule, faultyExposes } from './faulty-exposes';

const requireHere = createRequire(import.meta.url);

/** An exposed page as the apps write one, built through the fault rule into a module node can require. */
async function buildFaultyPage(mode: string): Promise<{ default: ComponentType; prefetch: () => string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'faulty-build-'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(
    path.join(dir, 'src/page.js'),
    "import { createElement } from 'react';\nexport const prefetch = () => 'prefetched';\nexport default function Page() { return createElement('h1', null, 'Hotel Sakura Mito'); }\n",
  );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    target: 'node',
    entry: { page: faultyExposes({ './Page': './src/page.js' })['./Page'] as string },
    // The temporary folder has no node_modules: the page gets this test's React.
    externals: { react: `commonjs ${requireHere.resolve('react')}` },
    output: { path: path.join(dir, 'dist'), filename: '[name].cjs', library: { type: 'commonjs2' } },
    module: { rules: [faultRule(faultModeFrom(mode) as NonNullable<ReturnType<typeof faultModeFrom>>)] },
    optimization: { minimize: false },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
  return requireHere(path.join(dir, 'dist/page.cjs'));
}

describe('a build broken on purpose (HOTEL_BUILD_FAULT, issue 16: the release journeys need real broken builds)', () => {
  it('knows render and after-<n>s, and refuses anything else rather than building a normal remote', () => {
    expect(faultModeFrom(undefined)).toBeNull();
    expect(faultModeFrom('')).toBeNull();
    expect(faultModeFrom('render')).toEqual({ name: 'render', delayMs: 0 });
    expect(faultModeFrom('after-2s')).toEqual({ name: 'after-2s', delayMs: 2000 });
    expect(() => faultModeFrom('after-2')).toThrow(/HOTEL_BUILD_FAULT="after-2" is not a fault this build knows/);
  });

  // Real webpack runs: seconds on a busy machine, so the bound is wide.
  it('render: the exposed page throws as it renders, naming the fault', async () => {
    const page = await buildFaultyPage('render');
    expect(() => renderToString(createElement(page.default))).toThrow("render: this build's exposed modules fail on purpose (HOTEL_BUILD_FAULT)");
  }, 60_000);

  it('after-<n>s: the page first renders as built, and keeps its other exports', async () => {
    const page = await buildFaultyPage('after-2s');
    expect(renderToString(createElement(page.default))).toBe('<h1>Hotel Sakura Mito</h1>');
    expect(page.prefetch()).toBe('prefetched');
  }, 60_000);
});
