import type { Locale } from '@hotel/contracts';
import { guestNameRules, nameProblem, type NameRule } from './names';

describe('SPEC 5 Names: each rule, one character at a time', () => {
  it.each<[string, NameRule, string | null, string]>([
    ['山田', 'japanese', null, 'kanji'],
    ['やまだ', 'japanese', null, 'hiragana'],
    ['ヤマダ', 'japanese', null, 'katakana'],
    ['佐々木', 'japanese', null, 'the iteration mark 々'],
    ['一ノ瀬 ゆうこ', 'japanese', null, 'mixed scripts and a space'],
    ['Yamada', 'japanese', 'japanese', '"kanji, hiragana or katakana only"'],
    ['山田1', 'japanese', 'japanese', 'a digit'],
    ['たろう', 'hiragana', null, 'hiragana'],
    ['ゆうこー', 'hiragana', null, 'the long-vowel mark'],
    ['タロウ', 'hiragana', 'hiragana', 'katakana is not hiragana'],
    ['太郎', 'hiragana', 'hiragana', 'kanji is not hiragana'],
    ['タロウ', 'katakana', null, 'katakana'],
    ['ジョン・スミス', 'katakana', null, 'the middle dot'],
    ['たろう', 'katakana', 'katakana', 'hiragana is not katakana'],
    ['山田', 'kanji', null, '"Kanji names have their own rule"'],
    ['やまだ', 'kanji', 'kanji', 'kana is not kanji'],
    ['Mary Ann', 'english', null, '"English only (letters and spaces)"'],
    ['Smith-Jones', 'english', 'english', 'a hyphen is neither'],
    ['Ｔａｒｏ', 'english', 'english', 'full-width letters'],
    ['Taro 山田', 'englishOrKanji', null, '"English or kanji per character"'],
    ['たろう', 'englishOrKanji', 'englishOrKanji', 'kana'],
    ['김민준', 'any', null, '"Non-Japanese names: required"'],
    ['', 'any', 'required', 'required under every rule'],
    ['  ', 'japanese', 'required', 'blank is empty'],
    [' 山田 ', 'japanese', null, 'judged trimmed'],
  ])('%p under %p → %p (%s)', (value, rule, problem, _why) => {
    expect(nameProblem(value, rule)).toBe(problem);
  });
});

describe('SPEC 5 Names by booking language ("In Japanese locale, kana fields are hiragana (… checkout)")', () => {
  it.each<[Locale, ReturnType<typeof guestNameRules>]>([
    ['ja', { name: 'japanese', kana: 'hiragana' }],
    ['en', { name: 'english', kana: null }],
    ['ko', { name: 'any', kana: null }],
    ['zh-CN', { name: 'any', kana: null }],
    ['zh-TW', { name: 'any', kana: null }],
  ])('%s → %j', (locale, rules) => {
    expect(guestNameRules(locale)).toEqual(rules);
  });
});
