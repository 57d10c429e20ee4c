import { foldForSearch, matchLevels, placeMatchLevel, rankByMatch, searchWords } from './match';

describe('issue 13: one spelling for width, case, kana, accents and long vowels', () => {
  it.each([
    ['東京', '東京'],
    ['とうきょう', 'tokyo'],
    ['トウキョウ', 'tokyo'],
    ['ﾄｳｷｮｳ', 'tokyo'],
    ['tokyo', 'tokyo'],
    ['TOKYO', 'tokyo'],
    ['ｔｏｋｙｏ', 'tokyo'],
    ['Tōkyō', 'tokyo'],
    ['kyōto', 'kyoto'],
    ['キョート', 'kyoto'],
    ['きょうと', 'kyoto'],
    ['おおさか', 'osaka'],
    ['Ōsaka', 'osaka'],
    ['なんば', 'namba'],
    ['nanba', 'namba'],
    ['Shin-Osaka', 'shinosaka'],
  ])('%s folds to %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it('splits Japanese place names after a city, ward or district unit', () => {
    expect(searchWords('京都市下京区')).toEqual(['京都市', '下京区']);
    expect(searchWords('東京都')).toEqual(['東京都']);
    expect(searchWords('市川市')).toEqual(['市川市']);
    expect(searchWords('Shimogyo Ward, Kyoto')).toEqual(['shimogyo', 'ward', 'kyoto']);
  });
});

describe('issue 13: a query matches a whole name, its start, whole words or a word start; never inside a word', () => {
  it.each<[string, string[], number | null]>([
    ['京都', ['京都府'], matchLevels.namePrefix],
    ['京都', ['東京都'], null],
    ['kyoto', ['Kyoto'], matchLevels.exactName],
    ['kyoto', ['Shimogyo Ward, Kyoto'], matchLevels.wholeWords],
    ['kyo', ['Shimogyo Ward, Kyoto'], matchLevels.wordPrefix],
    ['gyo', ['Shimogyo Ward, Kyoto'], null],
    ['下京', ['京都市下京区'], matchLevels.wordPrefix],
    ['kyoto station', ['Hotel Sakura Kyoto Station'], matchLevels.wholeWords],
    ['ホテルさくら 京都', ['ホテルさくら 京都駅前'], matchLevels.namePrefix],
    ['ホテルさくら京都駅前', ['ホテルさくら 京都駅前'], matchLevels.exactName],
    ['とうきょう', ['とうきょうと'], matchLevels.namePrefix],
    ['', ['東京都'], null],
    ['  ', ['東京都'], null],
  ])('%s in %j: level %p', (query, names, level) => {
    expect(placeMatchLevel(query, names)).toBe(level);
  });

  it('takes the best level among a place’s names and readings', () => {
    expect(placeMatchLevel('kyoto', ['京都府', 'Kyoto Prefecture', 'きょうとふ', 'kyoto'])).toBe(matchLevels.exactName);
  });

  it('ranks by level, then by the tie-break, and leaves out what does not match', () => {
    const places = [
      { name: 'Chuo Ward, Kyoto', wide: 2 },
      { name: 'Tokyo', wide: 1 },
      { name: 'Kyoto', wide: 1 },
      { name: 'Kyotoeki', wide: 2 },
      { name: 'Kyoto Tower', wide: 3 },
    ];
    const ranked = rankByMatch('kyoto', places, (p) => [p.name], (a, b) => a.wide - b.wide);
    expect(ranked.map((p) => p.name)).toEqual(['Kyoto', 'Kyotoeki', 'Kyoto Tower', 'Chuo Ward, Kyoto']);
  });
});
