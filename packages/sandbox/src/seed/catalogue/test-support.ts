import type { LocalizedText } from '@hotel/contracts';
import { locales } from '@hotel/domain';
import { buildCatalogue } from './index';

/** Built once per test file: the catalogue is deterministic, so sharing it hides nothing. */
export const catalogue = buildCatalogue();

function isLocalizedText(value: unknown): value is LocalizedText {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === locales.length && locales.every((locale) => typeof (value as Record<string, unknown>)[locale] === 'string');
}

/** Every LocalizedText anywhere in a value, with the path that leads to it. */
export function localizedTexts(value: unknown, path = '$'): Array<[string, LocalizedText]> {
  if (isLocalizedText(value)) return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => localizedTexts(item, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => localizedTexts(item, `${path}.${key}`));
  return [];
}

export function countBy<T>(items: readonly T[], key: (item: T) => string | number): Map<string | number, number> {
  const counts = new Map<string | number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
