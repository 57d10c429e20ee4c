// A webpack loader for the language catalogues (`lang/**/<locale>.json`): every message is compiled to its ICU
// syntax tree at build time, so the page formats messages without shipping the ICU parser (create-config.ts
// aliases it away: ~9 KB gzip of the host's first load) and without parsing each message on first use.
// A module (not TypeScript): webpack imports its loaders itself.
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * The same tree react-intl would build at run time: intl-messageformat parses with the parser's defaults
 * (skeletons parsed, `other` required, tags read) and the message's locale.
 */
export function compileCatalogue(json, locale) {
  const messages = JSON.parse(json);
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, parse(message, { locale: new Intl.Locale(locale) })];
      } catch (error) {
        throw new Error(`${id}: ${error.message}`);
      }
    }),
  );
}

export default function catalogueLoader(source) {
  const locale = path.basename(this.resourcePath, '.json');
  return JSON.stringify(compileCatalogue(source, locale));
}
