import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './environment';

type App = 'host' | 'mf-search' | 'mf-hotel' | 'mf-booking' | 'mf-member';
export type TestLocale = 'ja' | 'en';

/** The apps' own catalogues, so a journey checks what a visitor reads in that language. */
export function message(app: App, locale: TestLocale, id: string, values: Record<string, string> = {}): string {
  const file = path.join(repoRoot, app, 'src/lang', `${locale}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const text = catalogue[id];
  if (!text) throw new Error(`${app} ${locale} has no message ${id}`);
  return Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{${name}}`, value), text);
}

export const localePrefix: Record<TestLocale, string> = { ja: '', en: '/en' };
