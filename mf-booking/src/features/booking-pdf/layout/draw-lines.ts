import type { TextStyle, TextWriter } from '../text/text-writer';
import { wrapLines } from '../text/wrap-lines';
import { contentLeft, type PageFlow } from './page-flow';
import { baselineOf, lineHeightOf } from './text-styles';

/** `text` wrapped to `width` points in `style`. */
export function wrapIn(writer: TextWriter, text: string, width: number, style: TextStyle): string[] {
  return wrapLines(text, width, (part) => writer.widthOf(part, style.size));
}

/** Draws lines one under the other from the cursor, moving to a new page between lines if needed. */
export function drawLines(flow: PageFlow, writer: TextWriter, lines: string[], style: TextStyle, x = contentLeft): void {
  const lineHeight = lineHeightOf(style);
  for (const line of lines) {
    flow.ensureRoom(lineHeight);
    writer.draw(flow.page, line, { x, baseline: baselineOf(flow.y, style) }, style);
    flow.advance(lineHeight);
  }
}
