import { createRequire } from 'node:module';
import path from 'node:path';
import type { RuleSetRule } from 'webpack';

/** A catalogue's file name is its language: `lang/en.json`, `lang/payment/zh-TW.json`. */
export const cataloguePattern = /[\\/]lang[\\/](?:[^\\/]+[\\/])*(?:ja|en|ko|zh-CN|zh-TW)\.json$/;

/** Catalogues reach the page compiled (catalogue-loader.mjs). */
export function catalogueRule(): RuleSetRule {
  return {
    test: cataloguePattern,
    use: { loader: path.join(import.meta.dirname, 'catalogue-loader.mjs') },
  };
}

/** With every catalogue compiled, react-intl's parser is never called: the parser-less build of the same package. */
export function withoutMessageParser(appDir: string): Record<string, string> {
  const reactIntl = createRequire(path.join(appDir, 'package.json')).resolve('react-intl');
  const parser = createRequire(reactIntl).resolve('@formatjs/icu-messageformat-parser/no-parser.js');
  return { '@formatjs/icu-messageformat-parser$': parser };
}
