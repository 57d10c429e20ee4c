import type { Palette } from './palettes';
import { escapeXml, estimateWidth, fitText, height, linearGradient, text, width } from './svg';

export interface FrameInput {
  palette: Palette;
  /** The illustration, drawn on the whole 940×580 canvas. */
  scene: string;
  title: string;
  caption: string;
  /** "n / N" */
  counter: string;
  /** What kind of picture this is: gallery, room, plan, option. */
  badge: string;
}

/** A five-petal cherry blossom, the brand mark. */
export function blossom(cx: number, cy: number, r: number, fill: string): string {
  const petals = [0, 72, 144, 216, 288]
    .map((angle) => `<ellipse cx="${cx}" cy="${cy - r * 0.55}" rx="${r * 0.36}" ry="${r * 0.55}" transform="rotate(${angle} ${cx} ${cy})" fill="${fill}"/>`)
    .join('');
  return `${petals}<circle cx="${cx}" cy="${cy}" r="${r * 0.18}" fill="#fff3b0"/>`;
}

function pill(label: string, x: number, anchorRight: boolean, fill: string, ink: string): string {
  const fitted = fitText(label, 260, 18, 12);
  const w = Math.min(280, Math.max(72, estimateWidth(fitted.text, fitted.size) + 36));
  const left = anchorRight ? x - w : x;
  return `<rect x="${left}" y="22" width="${w}" height="38" rx="19" fill="${fill}" fill-opacity="0.88"/>${text(fitted.text, { x: left + w / 2, y: 47, size: fitted.size, fill: ink, weight: 700, anchor: 'middle' })}`;
}

export function frame({ palette, scene, title, caption, counter, badge }: FrameInput): string {
  const fittedTitle = fitText(title, width - 140, 40, 22);
  const fittedCaption = fitText(caption, width - 80, 24, 14);
  const defs = [
    linearGradient('sky', palette.sky),
    linearGradient('building', palette.building),
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.68"/></linearGradient>`,
  ].join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(`${title} – ${caption} (${counter})`)}</title>`,
    `<defs>${defs}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    scene,
    `<rect y="380" width="${width}" height="200" fill="url(#shade)"/>`,
    blossom(60, 497, 22, palette.accent),
    text(fittedTitle.text, { x: 96, y: 512, size: fittedTitle.size, fill: '#ffffff', weight: 700 }),
    text(fittedCaption.text, { x: 40, y: 552, size: fittedCaption.size, fill: '#ffffff', opacity: 0.92 }),
    pill(badge, 24, false, '#ffffff', palette.ink),
    pill(counter, width - 24, true, palette.ink, '#ffffff'),
    '</svg>',
  ].join('');
}
