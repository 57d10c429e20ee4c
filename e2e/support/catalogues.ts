import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { repoRoot } from './environment';

/** An app, or `ui`: the design system's own few messages (the remote slot's panel). */
type App = 'host' | 'mf-search' | 'mf-hotel' | 'mf-booking' | 'mf-member' | 'ui';
export type TestLocale = 'ja' | 'en';

const intlLocale: Record<TestLocale, string> = { ja: 'ja-JP', en: 'en-US' };

/** An app's catalogue for a language: `lang/<locale>.json` and its per-feature `lang/<feature>/<locale>.json`. */
function catalogueOf(app: App, locale: TestLocale): Record<string, string> {
  const langDir = path.join(repoRoot, app === 'ui' ? 'packages/ui' : app, 'src/lang');
  const dirs = [langDir, ...readdirSync(langDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(langDir, e.name))];
  return Object.assign(
    {},
    ...dirs.map((dir) => path.join(dir, `${locale}.json`)).filter(existsSync).map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>),
  );
}

/** A message's source text, placeholders and all, for matching texts whose values a journey does not know. */
export function messageSource(app: App, locale: TestLocale, id: string): string {
  const text = catalogueOf(app, locale)[id];
  if (!text) throw new Error(`${app} ${locale} has no message ${id}`);
  return text;
}

/**
 * A message as a visitor reads it in that language, formatted like react-intl does (plurals, selects,
 * numbers, rich-text tags), so a journey checks the apps' own catalogues rather than copies of their texts.
 */
export function message(app: App, locale: TestLocale, id: string, values: Record<string, string | number> = {}): string {
  const text = messageSource(app, locale, id);
  // Rich-text tags (`<b>…</b>`) read as their text, as a visitor reads them.
  const tags = Object.fromEntries([...text.matchAll(/<(\w+)>/g)].map(([, tag]) => [tag, (chunks: unknown[]) => chunks.join('')]));
  const formatted = new IntlMessageFormat(text, intlLocale[locale]).format({ ...tags, ...values });
  return Array.isArray(formatted) ? formatted.join('') : String(formatted);
}

export const localePrefix: Record<TestLocale, string> = { ja: '', en: '/en' };
