export const width = 940;
export const height = 580;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

const fontFamily = "'Hiragino Sans','Noto Sans JP','Noto Sans CJK JP','Yu Gothic','Apple SD Gothic Neo','Malgun Gothic','PingFang SC','Microsoft YaHei',sans-serif";

/** Rough rendered width: CJK and Hangul are a full em, Latin about half. */
export function estimateWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += /[\u0000-\u024f]/.test(char) ? (/[A-Z0-9]/.test(char) ? 0.62 : 0.52) : 1;
  return ems * fontSize;
}

/** The largest size at most `preferred` that fits, and the text shortened with … if even `min` does not. */
export function fitText(text: string, maxWidth: number, preferred: number, min: number): { text: string; size: number } {
  for (let size = preferred; size >= min; size -= 1) {
    if (estimateWidth(text, size) <= maxWidth) return { text, size };
  }
  const chars = [...text];
  while (chars.length > 1 && estimateWidth(`${chars.join('')}…`, min) > maxWidth) chars.pop();
  return { text: `${chars.join('')}…`, size: min };
}

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
}

export function text(content: string, o: TextOptions): string {
  const weight = o.weight ? ` font-weight="${o.weight}"` : '';
  const anchor = o.anchor ? ` text-anchor="${o.anchor}"` : '';
  const opacity = o.opacity !== undefined ? ` fill-opacity="${o.opacity}"` : '';
  return `<text x="${o.x}" y="${o.y}" font-family="${fontFamily}" font-size="${o.size}"${weight}${anchor} fill="${o.fill}"${opacity}>${escapeXml(content)}</text>`;
}

export function linearGradient(id: string, stops: readonly string[], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const stopTags = stops.map((colour, i) => `<stop offset="${stops.length === 1 ? 0 : i / (stops.length - 1)}" stop-color="${colour}"/>`).join('');
  return `<linearGradient id="${id}" ${direction}>${stopTags}</linearGradient>`;
}

/** Fixed-precision numbers keep the markup short and identical across runs. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}
