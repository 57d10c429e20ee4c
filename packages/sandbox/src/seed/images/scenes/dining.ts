import type { Random } from '../../catalogue/prng';
import type { Palette } from '../palettes';
import { circle, ellipse, line, path, polygon, rect } from './shapes';

const table = '#c89563';

function plate(x: number, y: number, r: number, food: string): string {
  return circle(x, y, r, '#ffffff', 'stroke="#e6ddd2" stroke-width="4"') + circle(x, y, r * 0.55, food);
}

/** A breakfast table seen from above. */
export function breakfast(p: Palette, r: Random): string {
  return [
    rect(0, 0, 940, 580, table),
    ...Array.from({ length: 7 }, (_, i) => line(0, 40 + i * 80, 940, 40 + i * 80, '#b98556', 3)),
    plate(250, 220, 90, '#f4c542'),
    circle(230, 210, 22, '#fff8e1'),
    plate(480, 190, 70, '#e9735b'),
    circle(660, 230, 58, '#7a4b2a', 'stroke="#3d2516" stroke-width="8"'),
    circle(660, 230, 44, '#c98a4b'),
    circle(420, 330, 50, '#3d2516') + circle(420, 330, 38, '#f7f1e3'),
    rect(720, 90, 60, 90, '#ffb347', 'fill-opacity="0.85" rx="8"'),
    line(560, 320, 700, 290, '#5b3a29', 8) + line(560, 336, 700, 306, '#5b3a29', 8),
    r.chance(0.5) ? ellipse(150, 360, 60, 30, p.accentSoft) : plate(150, 360, 50, '#8cc084'),
  ].join('');
}

/** A kaiseki dinner tray: lacquer, small dishes and sashimi. */
export function kaiseki(p: Palette, r: Random): string {
  const dishes = [
    [300, 170, 50, '#f28b82'], [460, 160, 44, '#fbbc04'], [610, 180, 48, '#81c995'],
    [330, 310, 42, '#fdd663'], [490, 320, 54, '#f6aea9'], [640, 320, 40, '#a7ffeb'],
  ] as const;
  return [
    rect(0, 0, 940, 580, '#3b2a24'),
    rect(170, 70, 600, 340, '#8b1e1e', 'rx="18"'),
    rect(185, 85, 570, 310, '#2b1b17', 'rx="12"'),
    ...dishes.map(([x, y, radius, food]) => circle(x, y, radius, '#f5efe6') + circle(x, y, radius * 0.6, food)),
    rect(460, 300, 70, 18, '#fa8072', 'rx="8"') + rect(460, 324, 70, 18, '#fa8072', 'rx="8"'),
    line(700, 100, 740, 380, '#d8c3a5', 6),
    path('M820 120 q 40 60 0 120 q -40 -60 0 -120', p.accentSoft, 'fill-opacity="0.8"'),
    r.chance(0.5) ? circle(110, 120, 30, '#fff1c9', 'fill-opacity="0.8"') : '',
  ].join('');
}

export function bar(p: Palette, r: Random): string {
  const bottles = Array.from({ length: 9 }, (_, i) => rect(160 + i * 70, 90 - (i % 3) * 10, 30, 90 + (i % 3) * 10, ['#6b8e23', '#8b4513', '#4682b4', '#b22222'][i % 4] as string, 'rx="8"')).join('');
  const glass = (x: number) => polygon([[x - 30, 300], [x + 30, 300], [x, 340]], '#ffffff', 'fill-opacity="0.8"') + line(x, 340, x, 380, '#ffffff', 4) + line(x - 18, 382, x + 18, 382, '#ffffff', 4);
  return [
    rect(0, 0, 940, 580, '#2d2233'),
    rect(120, 190, 700, 14, '#6b4b3a'),
    bottles,
    ...[250, 470, 690].map((x) => line(x, 0, x, 40, '#c9b27c', 2) + circle(x, 52, 16, '#ffd97a')),
    rect(0, 380, 940, 200, '#5a3d2e'),
    rect(0, 380, 940, 16, '#8a6a4a'),
    glass(360),
    glass(560),
    circle(560, 318, 8, p.accent),
    r.chance(0.5) ? circle(360, 318, 8, '#f4d35e') : '',
  ].join('');
}

export function cake(p: Palette, r: Random): string {
  const count = r.int(3, 5);
  const candles = Array.from({ length: count }, (_, i) => {
    const x = 470 - (count - 1) * 22 + i * 44;
    return rect(x - 5, 190, 10, 40, p.accentSoft) + ellipse(x, 180, 7, 12, '#ffc93c');
  }).join('');
  return [
    rect(0, 360, 940, 220, '#e9d5c0'),
    ellipse(470, 420, 230, 40, '#ffffff'),
    rect(310, 300, 320, 110, '#fff7ee'),
    ellipse(470, 410, 160, 28, '#fff7ee'),
    ellipse(470, 300, 160, 28, '#ffffff'),
    rect(310, 340, 320, 16, p.accent, 'fill-opacity="0.8"'),
    ...[0, 1, 2, 3, 4].map((i) => circle(380 + i * 45, 296, 12, '#e63946')),
    rect(370, 236, 200, 54, '#fff7ee') + ellipse(470, 236, 100, 18, '#ffffff'),
    candles,
  ].join('');
}

export function sparklingWine(p: Palette, r: Random): string {
  const bubbles = Array.from({ length: 10 }, () => circle(r.int(610, 660), r.int(250, 340), 3, '#ffffff', 'fill-opacity="0.8"')).join('');
  return [
    rect(0, 400, 940, 180, '#d9c7b8'),
    rect(250, 300, 180, 120, '#c0c6cc', 'rx="16"'),
    rect(310, 120, 60, 220, '#1f4d3a', 'rx="24"'),
    rect(325, 70, 30, 70, '#1f4d3a', 'rx="8"'),
    rect(322, 62, 36, 26, '#d4af37', 'rx="4"'),
    rect(315, 200, 50, 60, '#f4efe0'),
    ...[0, 1, 2].map((i) => circle(280 + i * 60, 310, 16, '#eaf4fb', 'fill-opacity="0.9"')),
    ...[560, 700].map((x) => path(`M${x} 220 L${x + 80} 220 L${x + 60} 360 L${x + 20} 360 Z`, '#fff3c4', 'fill-opacity="0.8"') + line(x + 40, 360, x + 40, 420, '#ffffff', 5) + line(x + 10, 422, x + 70, 422, '#ffffff', 5)),
    bubbles,
    circle(160, 140, 40, p.accentSoft, 'fill-opacity="0.6"'),
  ].join('');
}

export function bouquet(p: Palette, r: Random): string {
  const flowers = Array.from({ length: 9 }, (_, i) => {
    const x = 400 + (i % 3) * 70 + r.int(-10, 10);
    const y = 130 + Math.floor(i / 3) * 55 + r.int(-10, 10);
    const colour = ['#f25f8a', '#ffd166', '#f7b6c8', '#ef476f', '#ffffff'][i % 5] as string;
    return [0, 72, 144, 216, 288].map((angle) => ellipse(x, y - 14, 12, 18, colour, `transform="rotate(${angle} ${x} ${y})"`)).join('') + circle(x, y, 8, '#ffe8a3');
  }).join('');
  return [
    rect(0, 420, 940, 160, '#eadfd3'),
    ...[0, 1, 2, 3, 4].map((i) => line(470, 460, 380 + i * 45, 200, '#5a8f3e', 6)),
    polygon([[360, 270], [580, 270], [500, 470], [440, 470]], p.accent),
    polygon([[360, 270], [470, 300], [580, 270], [470, 330]], '#ffffff', 'fill-opacity="0.35"'),
    flowers,
    polygon([[470, 390], [420, 365], [420, 415]], '#ffffff') + polygon([[470, 390], [520, 365], [520, 415]], '#ffffff'),
    circle(470, 390, 10, '#ffffff'),
  ].join('');
}
