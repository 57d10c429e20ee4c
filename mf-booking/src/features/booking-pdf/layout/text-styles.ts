import { grayscale, rgb } from 'pdf-lib';
import type { TextStyle } from '../text/text-writer';

const ink = grayscale(0.1);
const muted = grayscale(0.4);
const accent = rgb(0.1, 0.25, 0.45);

export const textStyles = {
  title: { size: 20, color: ink },
  heading: { size: 13, color: accent },
  label: { size: 10, color: muted },
  value: { size: 10.5, color: ink },
  caption: { size: 9, color: muted },
  bookingId: { size: 12, color: ink },
  footer: { size: 8, color: muted },
} satisfies Record<string, TextStyle>;

/** Line pitch for a style: 1.5 em suits Japanese, whose glyphs fill the whole em box. */
export const lineHeightOf = (style: TextStyle) => style.size * 1.5;

/** Where the baseline sits below the top of a line box. */
export const baselineOf = (lineTop: number, style: TextStyle) => lineTop - style.size * 1.15;
