import { wrapLines } from './wrap-lines';

/** Every character one unit wide, so line widths read as character counts. */
const oneEach = (text: string) => [...text].length;

describe('wrapLines', () => {
  it.each([
    ['Latin breaks at spaces, never inside a word', 'Deluxe twin room with view', 12, ['Deluxe twin', 'room with', 'view']],
    ['Japanese breaks between any two characters', 'ホテル東京新宿の二名様', 4, ['ホテル東', '京新宿の', '二名様']],
    ['a closing mark never starts a line', 'ご予約ありがとう。確認', 8, ['ご予約ありがと', 'う。確認']],
    ['a word longer than the line breaks between characters', 'ABCDEFGHIJ xy', 4, ['ABCD', 'EFGH', 'IJ', 'xy']],
    ['mixed scripts keep the Latin word whole', '山田 Taro 様', 6, ['山田', 'Taro 様']],
    ['a line break in the text starts a new line', '〒160-0022\n東京都新宿区', 20, ['〒160-0022', '東京都新宿区']],
    ['text that fits stays on one line', '¥23,400', 20, ['¥23,400']],
  ])('%s', (_rule, text, width, lines) => {
    expect(wrapLines(text, width, oneEach)).toEqual(lines);
  });

  it('returns one empty line for an empty value, so the row keeps its height', () => {
    expect(wrapLines('', 10, oneEach)).toEqual(['']);
  });
});
