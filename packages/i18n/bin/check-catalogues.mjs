#!/usr/bin/env node
// Every message id of every app must exist, non-empty, in all five catalogues; ja is the reference.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const apps = ['host', 'mf-search', 'mf-hotel', 'mf-booking', 'mf-member'];
const locales = ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'];
const problems = [];
let total = 0;

for (const app of apps) {
  const dir = path.join(root, app, 'src/lang');
  const catalogues = {};
  for (const locale of locales) {
    const file = path.join(dir, `${locale}.json`);
    if (!existsSync(file)) {
      problems.push(`${app}: missing ${path.relative(root, file)}`);
      continue;
    }
    catalogues[locale] = JSON.parse(readFileSync(file, 'utf8'));
  }
  const ids = new Set(Object.values(catalogues).flatMap((c) => Object.keys(c)));
  total += ids.size;
  for (const id of ids) {
    for (const locale of locales) {
      const text = catalogues[locale]?.[id];
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${app}: "${id}" missing in ${locale}`);
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`i18n: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`i18n: ${total} message ids complete in ${locales.length} catalogues of ${apps.length} apps`);
