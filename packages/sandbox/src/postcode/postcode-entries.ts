import type { PostcodeEntry } from '@hotel/contracts';
import { prefectures } from '@hotel/domain';
import { katakanaToHiragana, toFullWidthKatakana } from './kana';
import { type PostalRow, rowsOfPostcode } from './postal-data';

/*
 * KEN_ALL writes notes in the town column when a code covers a whole city or a range of lots
 * ("以下に掲載がない場合", "…の次に番地がくる場合"); they are not part of any address.
 */
const townNotes = [/以下に掲載がない場合/, /の次に.*がくる場合/];

function prefCodeOf(prefecture: string): string {
  const code = prefectures.find((p) => p.name.ja === prefecture)?.code;
  return code ? String(code).padStart(2, '0') : '';
}

function toEntry(row: PostalRow): PostcodeEntry {
  const [rawCode, pref, city, rawTown, , , prefKana, cityKana, rawTownKana] = row;
  const isNote = townNotes.some((note) => note.test(rawTown));
  const town = isNote ? '' : rawTown;
  const kana = [prefKana, cityKana, isNote ? '' : rawTownKana].map(toFullWidthKatakana) as [string, string, string];
  const hiragana = kana.map(katakanaToHiragana) as [string, string, string];
  return {
    postcode: rawCode.slice(1),
    prefCode: prefCodeOf(pref),
    pref,
    city,
    town,
    allAddress: `${pref}${city}${town}`,
    hiragana: { pref: hiragana[0], city: hiragana[1], town: hiragana[2], allAddress: hiragana.join('') },
    fullWidthKana: { pref: kana[0], city: kana[1], town: kana[2], allAddress: kana.join('') },
  };
}

/** Every address of a 7-digit code (some codes span several towns); [] when Japan Post has none. */
export async function postcodeEntries(code: string): Promise<PostcodeEntry[]> {
  const entries = (await rowsOfPostcode(code)).map(toEntry);
  const seen = new Set<string>();
  // The data lists a few towns twice (one row per range of lots); one entry per address is enough.
  return entries.filter((entry) => {
    const key = entry.allAddress;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
