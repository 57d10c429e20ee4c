import { katakanaToHiragana, toFullWidthKatakana } from './kana';

describe('postal readings', () => {
  it.each([
    ['ﾄｳｷｮｳﾄ', 'トウキョウト'],
    ['ﾁﾖﾀﾞｸ', 'チヨダク'],
    ['ｻｯﾎﾟﾛｼﾁｭｳｵｳｸ', 'サッポロシチュウオウク'],
    ['ﾒｲｴｷﾐｯﾄﾞﾗﾝﾄﾞｽｸｴｱ(ｺｳｿｳﾄｳ)1ｶｲ', 'メイエキミッドランドスクエア(コウソウトウ)1カイ'],
  ])('widens half-width katakana %s to %s, voicing marks joined', (half, full) => {
    expect(toFullWidthKatakana(half)).toBe(full);
  });

  it.each([
    ['トウキョウト', 'とうきょうと'],
    ['ヴァイオリン', 'ゔぁいおりん'],
    ['ヶ丘', 'ゖ丘'],
    ['コーポ1カイ', 'こーぽ1かい'],
  ])('turns katakana %s into hiragana %s, leaving other characters', (katakana, hiragana) => {
    expect(katakanaToHiragana(katakana)).toBe(hiragana);
  });
});
