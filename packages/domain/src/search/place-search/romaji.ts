const katakanaStart = 0x30a1; // ァ
const katakanaEnd = 0x30f6; // ヶ
const hiraganaOffset = 0x60;

/** Hepburn for each hiragana; the small ones join the syllable before them (see `kanaToRomaji`). */
const syllables: Record<string, string> = {
  あ: 'a', い: 'i', う: 'u', え: 'e', お: 'o',
  か: 'ka', き: 'ki', く: 'ku', け: 'ke', こ: 'ko', が: 'ga', ぎ: 'gi', ぐ: 'gu', げ: 'ge', ご: 'go',
  さ: 'sa', し: 'shi', す: 'su', せ: 'se', そ: 'so', ざ: 'za', じ: 'ji', ず: 'zu', ぜ: 'ze', ぞ: 'zo',
  た: 'ta', ち: 'chi', つ: 'tsu', て: 'te', と: 'to', だ: 'da', ぢ: 'ji', づ: 'zu', で: 'de', ど: 'do',
  な: 'na', に: 'ni', ぬ: 'nu', ね: 'ne', の: 'no',
  は: 'ha', ひ: 'hi', ふ: 'fu', へ: 'he', ほ: 'ho', ば: 'ba', び: 'bi', ぶ: 'bu', べ: 'be', ぼ: 'bo',
  ぱ: 'pa', ぴ: 'pi', ぷ: 'pu', ぺ: 'pe', ぽ: 'po',
  ま: 'ma', み: 'mi', む: 'mu', め: 'me', も: 'mo', や: 'ya', ゆ: 'yu', よ: 'yo',
  ら: 'ra', り: 'ri', る: 'ru', れ: 're', ろ: 'ro', わ: 'wa', ゐ: 'i', ゑ: 'e', を: 'o', ん: 'n', ゔ: 'vu',
};
const smallVowels: Record<string, string> = { ぁ: 'a', ぃ: 'i', ぅ: 'u', ぇ: 'e', ぉ: 'o' };
const smallY: Record<string, string> = { ゃ: 'a', ゅ: 'u', ょ: 'o' };
const otherSmall: Record<string, string> = { ゎ: 'wa', ゕ: 'ka', ゖ: 'ke' };

function toHiragana(text: string): string {
  return Array.from(text, (char) => {
    const code = char.codePointAt(0) as number;
    return code >= katakanaStart && code <= katakanaEnd ? String.fromCodePoint(code - hiraganaOffset) : char;
  }).join('');
}

/** きゃ → kya, しゃ → sha; a small ya, yu or yo alone reads as the large one. */
function joinSmallY(previous: string, vowel: string): string | null {
  if (/^(sh|ch|j)i$/.test(previous)) return `${previous.slice(0, -1)}${vowel}`;
  if (/^[kgnhbpmr]i$/.test(previous)) return `${previous.slice(0, -1)}y${vowel}`;
  return null;
}

/**
 * Hiragana and katakana in Hepburn romaji (long vowels written out: とうきょう → toukyou, ー repeats the vowel);
 * other characters are kept. Small kana join the syllable before them, or read as the large kana when alone.
 */
export function kanaToRomaji(text: string): string {
  const out: string[] = [];
  let double = false;
  for (const char of toHiragana(text.normalize('NFKC'))) {
    const last = out.length - 1;
    const previous = out[last] ?? '';
    let syllable: string;
    if (char === 'っ') {
      double = true;
      continue;
    } else if (char in smallY) {
      const joined = joinSmallY(previous, smallY[char] as string);
      if (joined !== null) {
        out[last] = joined;
        continue;
      }
      syllable = `y${smallY[char]}`;
    } else if (char in smallVowels) {
      if (/[aiueo]$/.test(previous) && previous.length > 1) {
        out[last] = `${previous.slice(0, -1)}${smallVowels[char]}`;
        continue;
      }
      syllable = smallVowels[char] as string;
    } else if (char === 'ー') {
      syllable = /[aiueo]$/.test(previous) ? (previous.at(-1) as string) : '';
    } else {
      syllable = syllables[char] ?? otherSmall[char] ?? char;
    }
    if (double && /^[a-z]/.test(syllable) && !/^[aiueon]/.test(syllable)) syllable = `${syllable[0]}${syllable}`;
    double = false;
    out.push(syllable);
  }
  // Hepburn writes ん as m before b, m and p (なんば → namba, しんばし → shimbashi).
  return out.join('').replace(/n(?=[bmp])/g, 'm');
}

/** A reading as a guidebook writes it: long vowels with macrons (きょうと → kyōto, おおさか → ōsaka). */
export function kanaToHepburn(text: string): string {
  return kanaToRomaji(text).replace(/o[ou]/g, 'ō').replace(/uu/g, 'ū').replace(/aa/g, 'ā').replace(/ee/g, 'ē');
}
