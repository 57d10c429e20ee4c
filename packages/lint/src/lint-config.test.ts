import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A tiny tree shaped like the repo (apps, features, packages), inside the repo so that bare imports such as
// `react` resolve from its node_modules; each file below breaks one house rule, or none.
const fixtures: Record<string, string> = {
  'mf-search/src/features/hotel-list/hotel-card.ts': 'export const hotelCard = 1;\n',
  'mf-hotel/src/steals-a-card.ts':
    "import { hotelCard } from '../../mf-search/src/features/hotel-list/hotel-card';\nexport const card = hotelCard;\n",
  'host/src/app/router.ts': 'export const router = 1;\n',
  'packages/ui/src/reaches-into-host.ts': "import { router } from '../../../host/src/app/router';\nexport const r = router;\n",
  'host/src/features/session/member-model.ts': 'export const member = 1;\n',
  'host/src/features/session/index.ts': "export { member } from './member-model';\n",
  'host/src/features/header/reads-internals.ts':
    "import { member } from '../session/member-model';\nexport const who = member;\n",
  'host/src/features/header/reads-public-face.ts': "import { member } from '../session';\nexport const who = member;\n",
  'host/src/features/header/reads-app.ts': "import { router } from '../../app/router';\nexport const r = router;\n",
  'mf-member/src/exposed/member-banner.ts': 'export const banner = 1;\n',
  'mf-member/src/features/banner/uses-exposed.ts':
    "import { banner } from '../../exposed/member-banner';\nexport const b = banner;\n",
  'mf-member/src/features/banner/banner.test.ts':
    "import { banner } from '../../exposed/member-banner';\nexport const b = banner;\n",
  'packages/bus/src/first.ts': "import { second } from './second';\nexport const first = () => second;\n",
  'packages/bus/src/second.ts': "import { first } from './first';\nexport const second = () => first;\n",
  'packages/pricing/package.json': '{ "name": "@hotel/pricing", "main": "src/index.ts" }\n',
  'packages/pricing/src/index.ts': "import { stay } from '@hotel/stays';\nexport const price = () => stay;\n",
  'packages/stays/package.json': '{ "name": "@hotel/stays", "main": "src/index.ts" }\n',
  'packages/stays/src/index.ts': "import { price } from '@hotel/pricing';\nexport const stay = () => price;\n",
  'packages/domain/src/uses-react.ts': "import { useState } from 'react';\nexport const hook = useState;\n",
  'packages/api/src/bare-disable.ts': '// eslint-disable-next-line no-console\nconsole.log(1);\n',
  'mf-member/src/features/banner/use-greeting.ts': [
    "import { useEffect, useState } from 'react';",
    'export function useGreeting(name: string) {',
    "  const [greeting, setGreeting] = useState('');",
    '  useEffect(() => setGreeting(`Hello ${name}`), []);',
    '  return greeting;',
    '}',
    '',
  ].join('\n'),
  'mf-member/src/features/banner/use-clean-greeting.ts': [
    "import { useEffect, useState } from 'react';",
    'export function useCleanGreeting(name: string) {',
    "  const [greeting, setGreeting] = useState('');",
    '  useEffect(() => setGreeting(`Hello ${name}`), [name]);',
    '  return greeting;',
    '}',
    '',
  ].join('\n'),
  'packages/domain/src/storage-kind.ts':
    '// eslint-disable-next-line no-restricted-globals -- a described directive that disables a real report\nexport const kind = typeof localStorage;\n',
};

let report: Record<string, string[]>;
let fixtureRoot: string;

beforeAll(() => {
  fixtureRoot = mkdtempSync(path.join(__dirname, '..', '.fixture-'));
  for (const [file, text] of Object.entries(fixtures)) {
    mkdirSync(path.dirname(path.join(fixtureRoot, file)), { recursive: true });
    writeFileSync(path.join(fixtureRoot, file), text);
  }
  // Workspace packages reach each other by name through node_modules links, as npm lays them out.
  mkdirSync(path.join(fixtureRoot, 'node_modules/@hotel'), { recursive: true });
  for (const name of ['pricing', 'stays']) {
    symlinkSync(path.join(fixtureRoot, 'packages', name), path.join(fixtureRoot, 'node_modules/@hotel', name), 'dir');
  }
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-report.mjs'), fixtureRoot], {
    encoding: 'utf8',
  });
  report = JSON.parse(output) as Record<string, string[]>;
}, 60_000);

afterAll(() => {
  rmSync(fixtureRoot, { recursive: true, force: true });
});

describe('the house rules (ARCHITECTURE.md, STYLE.md) checked by npm run lint', () => {
  it('stops an app importing another app\'s source', () => {
    expect(report['mf-hotel/src/steals-a-card.ts']).toEqual(['import-x/no-restricted-paths']);
  });

  it('stops a package importing an app', () => {
    expect(report['packages/ui/src/reaches-into-host.ts']).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets a feature reach another feature only through its index.ts, and never the app composition', () => {
    expect(report['host/src/features/header/reads-internals.ts']).toEqual(['import-x/no-restricted-paths']);
    expect(report['host/src/features/header/reads-app.ts']).toEqual(['import-x/no-restricted-paths']);
    expect(report['host/src/features/header/reads-public-face.ts']).toEqual([]);
  });

  it('keeps a remote\'s exposed modules out of its features, except in tests that render them', () => {
    expect(report['mf-member/src/features/banner/uses-exposed.ts']).toEqual(['import-x/no-restricted-paths']);
    expect(report['mf-member/src/features/banner/banner.test.ts']).toEqual([]);
  });

  it('reports an import cycle from both of its files', () => {
    expect(report['packages/bus/src/first.ts']).toEqual(['import-x/no-cycle']);
    expect(report['packages/bus/src/second.ts']).toEqual(['import-x/no-cycle']);
  });

  it('reports a cycle between two workspace packages that import each other by name', () => {
    expect(report['packages/pricing/src/index.ts']).toEqual(['import-x/no-cycle']);
    expect(report['packages/stays/src/index.ts']).toEqual(['import-x/no-cycle']);
  });

  it('keeps React and I/O out of @hotel/domain', () => {
    expect(report['packages/domain/src/uses-react.ts']).toEqual(['no-restricted-imports']);
  });

  it('rejects an eslint-disable without a reason (and one that disables nothing)', () => {
    expect(report['packages/api/src/bare-disable.ts']).toEqual(
      expect.arrayContaining(['@eslint-community/eslint-comments/require-description']),
    );
  });

  it('treats a missing effect dependency as an error', () => {
    expect(report['mf-member/src/features/banner/use-greeting.ts']).toEqual(['react-hooks/exhaustive-deps']);
  });

  it('passes code that keeps the rules, a described disable included', () => {
    expect(report['mf-member/src/features/banner/use-clean-greeting.ts']).toEqual([]);
    expect(report['packages/domain/src/storage-kind.ts']).toEqual([]);
  });
});
