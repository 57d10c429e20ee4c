const katakanaStart = 0x30a1; // ァ
const katakanaEnd = 0x30f6; // ヶ
const hiraganaOffset = 0x60; // ァ (30A1) − ぁ (3041)

/** Half-width katakana (as Japan Post writes readings) to full-width katakana; other characters kept. */
export function toFullWidthKatakana(halfWidth: string): string {
  return halfWidth.normalize('NFKC');
}

/** Full-width katakana to hiragana: the two blocks are in the same order, 0x60 code points apart. */
export function katakanaToHiragana(katakana: string): string {
  return Array.from(katakana, (char) => {
    const code = char.codePointAt(0) as number;
    return code >= katakanaStart && code <= katakanaEnd ? String.fromCodePoint(code - hiraganaOffset) : char;
  }).join('');
}
