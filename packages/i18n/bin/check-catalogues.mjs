#!/usr/bin/env node
// Every message id an app uses must exist, non-empty, in all five of its catalogues (ja is the reference),
// and all five catalogues must hold the same ids. A catalogue is `src/lang/<locale>.json` together with any
// per-feature `src/lang/<feature>/<locale>.json`; an id may live in only one of those files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const apps = ['host', 'mf-search', 'mf-hotel', 'mf-booking', 'mf-member', 'packages/ui'];
const locales = ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'];
const problems = [];
let total = 0;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'lang' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** String literals that look like this app's message ids (`'booking.payment.submit'`). */
function usedIds(dir, namespaces) {
  const pattern = new RegExp(`['"\`]((?:${[...namespaces].join('|')})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');
  return sourceFiles(dir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => ({ id: match[1], file })),
  );
}

/** The lang folder and its feature subfolders that hold catalogue files. */
function catalogueDirs(langDir) {
  const features = readdirSync(langDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [langDir, ...features.map((entry) => path.join(langDir, entry.name))];
}

function loadCatalogue(app, dirs, locale) {
  const merged = {};
  for (const dir of dirs) {
    const file = path.join(dir, `${locale}.json`);
    if (!existsSync(file)) {
      problems.push(`${app}: missing ${path.relative(root, file)}`);
      continue;
    }
    for (const [id, text] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
      if (id in merged) problems.push(`${app}: "${id}" is in more than one ${locale} catalogue file`);
      merged[id] = text;
    }
  }
  return merged;
}

for (const app of apps) {
  const dirs = catalogueDirs(path.join(root, app, 'src/lang'));
  const catalogues = Object.fromEntries(locales.map((locale) => [locale, loadCatalogue(app, dirs, locale)]));
  const ids = new Set(Object.values(catalogues).flatMap((catalogue) => Object.keys(catalogue)));
  total += ids.size;
  for (const id of ids) {
    for (const locale of locales) {
      const text = catalogues[locale]?.[id];
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${app}: "${id}" missing in ${locale}`);
    }
  }
  const namespaces = new Set([...ids].map((id) => id.split('.')[0]));
  for (const { id, file } of usedIds(path.join(root, app, 'src'), namespaces)) {
    if (!ids.has(id)) problems.push(`${path.relative(root, file)}: uses "${id}", which no catalogue has`);
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`i18n: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`i18n: ${total} message ids, each in all ${locales.length} catalogues, across ${apps.length} apps`);
