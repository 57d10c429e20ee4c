import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * One row of jquery-jpostal-ja's data (Japan Post KEN_ALL, cleaned): `_` + 7-digit code, prefecture,
 * city, town, street and office name (for office codes), then the half-width katakana readings of
 * prefecture, city and town.
 */
export type PostalRow = [string, string, string, string, string, string, string, string, string];

const require = createRequire(import.meta.url);
const dataDir = path.join(path.dirname(require.resolve('jquery-jpostal-ja/package.json')), 'json');
const filesByPrefix = new Map<string, Promise<PostalRow[]>>();

function parseJsonp(text: string): PostalRow[] {
  const json = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
  const rows: unknown = JSON.parse(json);
  return Array.isArray(rows) ? rows.filter((row): row is PostalRow => Array.isArray(row) && row.length >= 9) : [];
}

async function loadPrefix(prefix: string): Promise<PostalRow[]> {
  try {
    return parseJsonp(await readFile(path.join(dataDir, `${prefix}.json`), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The rows of a 7-digit code; each 3-digit prefix file is read once, on first use. */
export async function rowsOfPostcode(code: string): Promise<PostalRow[]> {
  const prefix = code.slice(0, 3);
  let file = filesByPrefix.get(prefix);
  if (!file) {
    file = loadPrefix(prefix);
    filesByPrefix.set(prefix, file);
    file.catch(() => filesByPrefix.delete(prefix));
  }
  return (await file).filter((row) => row[0] === `_${code}`);
}
