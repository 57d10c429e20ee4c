import { kanaToRomaji } from './romaji';

/** How well a query matches a name, best first (issue 13). A match inside a word is no match at all. */
export const matchLevels = { exactName: 0, namePrefix: 1, wholeWords: 2, wordPrefix: 3 } as const;
export type MatchLevel = (typeof matchLevels)[keyof typeof matchLevels];

const separators = /[\s\-‐‑–—_・･.,、。()（）「」『』'’"/]+/u;
/** Japanese place names run words together: 京都市下京区 is 京都市 + 下京区 (a city, then its ward). */
const japaneseUnitEnd = /(?<=\S[市区郡])(?=\S)/u;

/**
 * One spelling for kana, romaji and letters of any width or case: katakana and hiragana read as romaji,
 * accents dropped (kyōto → kyoto), long vowels shortened (toukyou, tōkyō, tokyo → tokyo), ん before b/m/p as m.
 */
function foldWord(word: string): string {
  const plain = word.normalize('NFKC').toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
  return kanaToRomaji(plain)
    .replace(/n(?=[bmp])/g, 'm')
    .replace(/([aeiou])\1+/g, '$1')
    .replace(/ou/g, 'o');
}

/** A text as words in the folded spelling. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .split(separators)
    .flatMap((part) => part.split(japaneseUnitEnd))
    .map(foldWord)
    .filter((word) => word !== '');
}

/** A query or a name in the folded spelling, without spaces. */
export function foldForSearch(text: string): string {
  return searchWords(text).join('');
}

function levelIn(query: string, words: readonly string[]): MatchLevel | null {
  const whole = words.join('');
  if (whole === query) return matchLevels.exactName;
  if (whole.startsWith(query)) return matchLevels.namePrefix;
  let best: MatchLevel | null = null;
  for (let from = 1; from < words.length; from += 1) {
    let run = '';
    for (let to = from; to < words.length && run.length < query.length; to += 1) run += words[to];
    if (run === query) return matchLevels.wholeWords;
    if (words.slice(from).join('').startsWith(query)) best = matchLevels.wordPrefix;
  }
  return best;
}

/**
 * The best level at which `query` matches any of `names` (a place's names in every language, its readings),
 * or null: the query must be the whole name, its start, whole words of it, or the start of one of its words.
 */
export function placeMatchLevel(query: string, names: ReadonlyArray<string | null | undefined>): MatchLevel | null {
  const folded = foldForSearch(query);
  if (folded === '') return null;
  let best: MatchLevel | null = null;
  for (const name of names) {
    if (!name) continue;
    const level = levelIn(folded, searchWords(name));
    if (level !== null && (best === null || level < best)) best = level;
    if (best === matchLevels.exactName) break;
  }
  return best;
}

/**
 * The items that match, best level first; `tieBreak` orders those at one level (wider areas first, the more
 * popular hotel first …). Items whose only match would be inside a word are left out.
 */
export function rankByMatch<T>(
  query: string,
  items: readonly T[],
  namesOf: (item: T) => ReadonlyArray<string | null | undefined>,
  tieBreak: (a: T, b: T) => number = () => 0,
): T[] {
  return items
    .map((item) => ({ item, level: placeMatchLevel(query, namesOf(item)) }))
    .filter((entry): entry is { item: T; level: MatchLevel } => entry.level !== null)
    .sort((a, b) => a.level - b.level || tieBreak(a.item, b.item))
    .map((entry) => entry.item);
}
