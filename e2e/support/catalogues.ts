import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './environment';

type App = 'host' | 'mf-search' | 'mf-hotel' | 'mf-booking' | 'mf-member';
export type TestLocale = 'ja' | 'en';

/** An app's catalogue for a language: `lang/<locale>.json` and its per-feature `lang/<feature>/<locale>.json`. */
function catalogueOf(app: App, locale: TestLocale): Record<string, string> {
  const langDir = path.join(repoRoot, app, 'src/lang');
  const dirs = [langDir, ...readdirSync(langDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(langDir, e.name))];
  return Object.assign(
    {},
    ...dirs.map((dir) => path.join(dir, `${locale}.json`)).filter(existsSync).map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>),
  );
}

/** The apps' own catalogues, so a journey checks what a visitor reads in that language. */
export function message(app: App, locale: TestLocale, id: string, values: Record<string, string> = {}): string {
  const text = catalogueOf(app, locale)[id];
  if (!text) throw new Error(`${app} ${locale} has no message ${id}`);
  return Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{${name}}`, value), text);
}

export const localePrefix: Record<TestLocale, string> = { ja: '', en: '/en' };
