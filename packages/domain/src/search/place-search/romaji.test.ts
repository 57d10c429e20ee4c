import { kanaToHepburn, kanaToRomaji } from './romaji';

describe('kana to romaji (Hepburn), so kana and romaji queries meet in one spelling', () => {
  it.each([
    ['とうきょう', 'toukyou'],
    ['トウキョウ', 'toukyou'],
    ['きょうと', 'kyouto'],
    ['おおさか', 'oosaka'],
    ['ほっかいどう', 'hokkaidou'],
    ['さっぽろ', 'sapporo'],
    ['しんじゅく', 'shinjuku'],
    ['ちゃや', 'chaya'],
    ['じゅう', 'juu'],
    ['なんば', 'namba'],
    ['しんばし', 'shimbashi'],
    ['キョート', 'kyooto'],
    ['ふぁみりー', 'famirii'],
    ['ゔぃら', 'vira'],
    ['きょ', 'kyo'],
    ['ぁ', 'a'],
    ['さっ', 'sa'],
    ['つづき', 'tsuzuki'],
    ['ホテルさくら 京都', 'hoterusakura 京都'],
  ])('%s → %s', (kana, romaji) => {
    expect(kanaToRomaji(kana)).toBe(romaji);
  });
});

describe('readings written as a guidebook writes them', () => {
  it.each([
    ['きょうと', 'kyōto'],
    ['とうきょう', 'tōkyō'],
    ['おおさか', 'ōsaka'],
    ['ほっかいどう', 'hokkaidō'],
    ['きゅうしゅう', 'kyūshū'],
    ['めいえき', 'meieki'],
  ])('%s → %s', (kana, reading) => {
    expect(kanaToHepburn(kana)).toBe(reading);
  });
});
