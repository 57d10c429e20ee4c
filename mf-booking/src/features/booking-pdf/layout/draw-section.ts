import { grayscale } from 'pdf-lib';
import type { TextWriter } from '../text/text-writer';
import type { BookingPdfContent } from '../types';
import { drawLines, wrapIn } from './draw-lines';
import { contentLeft, contentWidth, type PageFlow } from './page-flow';
import { baselineOf, lineHeightOf, textStyles } from './text-styles';

type Section = BookingPdfContent['sections'][number];
type Row = Section['rows'][number];

const sectionGap = 18;
const rowGap = 4;
const columnGap = 12;
const labelWidth = Math.round(contentWidth * 0.3);
const valueLeft = contentLeft + labelWidth + columnGap;
const valueWidth = contentWidth - labelWidth - columnGap;
const rowLineHeight = Math.max(lineHeightOf(textStyles.label), lineHeightOf(textStyles.value));

/** Label and value side by side, line by line, so a long value can continue on the next page. */
function drawRow(flow: PageFlow, writer: TextWriter, { label, value }: Row): void {
  const labelLines = wrapIn(writer, label, labelWidth, textStyles.label);
  const valueLines = wrapIn(writer, value, valueWidth, textStyles.value);
  for (let index = 0; index < Math.max(labelLines.length, valueLines.length); index++) {
    flow.ensureRoom(rowLineHeight);
    // Both columns share the value's baseline, so a smaller label still lines up with its value.
    const baseline = baselineOf(flow.y, textStyles.value);
    writer.draw(flow.page, labelLines[index] ?? '', { x: contentLeft, baseline }, textStyles.label);
    writer.draw(flow.page, valueLines[index] ?? '', { x: valueLeft, baseline }, textStyles.value);
    flow.advance(rowLineHeight);
  }
  flow.advance(rowGap);
}

function drawHeading(flow: PageFlow, writer: TextWriter, heading: string): void {
  const lines = wrapIn(writer, heading, contentWidth, textStyles.heading);
  // A heading never ends a page: it moves over with its first row.
  flow.ensureRoom(lines.length * lineHeightOf(textStyles.heading) + rowLineHeight);
  drawLines(flow, writer, lines, textStyles.heading);
  const ruleY = flow.y + 2;
  flow.page.drawLine({ start: { x: contentLeft, y: ruleY }, end: { x: contentLeft + contentWidth, y: ruleY }, thickness: 0.5, color: grayscale(0.75) });
  flow.advance(rowGap * 2);
}

export function drawSection(flow: PageFlow, writer: TextWriter, section: Section): void {
  flow.advance(sectionGap);
  drawHeading(flow, writer, section.heading);
  for (const row of section.rows) drawRow(flow, writer, row);
}
