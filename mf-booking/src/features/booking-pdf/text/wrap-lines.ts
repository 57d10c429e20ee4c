/** Scripts written without spaces: a line may break between any two of their characters. */
const unspaced = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\u3000-\\u303F\\uFF00-\\uFFEF';
/** Japanese line-breaking rule (kinsoku): these never start a line, so they stay with the character before. */
const neverLineStart = '、。，．・：；？！ー）」』】〕〜ぁぃぅぇぉっゃゅょァィゥェォッャュョ';
/** A unit no line break may split, with the spaces after it. */
const breakUnit = new RegExp(`(?:[${unspaced}]|[^\\s${unspaced}]+)[${neverLineStart}]*\\s*|\\s+`, 'gu');

type WidthOf = (text: string) => number;

/** Units wider than a whole line (a long URL, a long run of punctuation) break between characters. */
function breakUnits(paragraph: string, maxWidth: number, widthOf: WidthOf): string[] {
  const units = paragraph.match(breakUnit) ?? [];
  return units.flatMap((unit) => (widthOf(unit.trimEnd()) > maxWidth ? [...unit] : [unit]));
}

function wrapParagraph(paragraph: string, maxWidth: number, widthOf: WidthOf): string[] {
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const unit of breakUnits(paragraph, maxWidth, widthOf)) {
    // Widths add up unit by unit: kerning across a unit boundary is too small to matter here.
    if (line && lineWidth + widthOf(unit.trimEnd()) > maxWidth) {
      lines.push(line.trimEnd());
      line = '';
      lineWidth = 0;
    }
    line += unit;
    lineWidth += widthOf(unit);
  }
  return [...lines, line.trimEnd()];
}

/** Greedy line breaking for mixed Latin and Japanese text; "\n" in the text starts a new line. */
export function wrapLines(text: string, maxWidth: number, widthOf: WidthOf): string[] {
  return text
    .split(/\r?\n/)
    .flatMap((paragraph) => wrapParagraph(paragraph.replace(/\s/g, ' '), maxWidth, widthOf));
}
