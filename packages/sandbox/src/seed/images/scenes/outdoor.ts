import type { Random } from '../../catalogue/prng';
import { blossom } from '../frame';
import type { Palette } from '../palettes';
import { cherryTree, circle, ellipse, line, path, polygon, rect, skyLight } from './shapes';

function skyline(p: Palette, r: Random, baseY: number, opacity: number): string {
  const parts: string[] = [];
  for (let x = -20; x < 960; x += r.int(60, 110)) {
    const w = r.int(50, 95);
    const h = r.int(60, 170);
    parts.push(rect(x, baseY - h, w, h, p.dark ? '#2a2650' : p.accentSoft, `fill-opacity="${opacity}"`));
  }
  return parts.join('');
}

function windows(p: Palette, r: Random, x: number, y: number, cols: number, rows: number): string {
  const parts: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const lit = p.dark ? r.chance(0.7) : true;
      parts.push(rect(x + col * 42, y + row * 30, 26, 18, lit ? p.window : '#3b3766', 'rx="3"'));
    }
  }
  return parts.join('');
}

/** The hotel building among the city, by day or by night. */
export function exterior(p: Palette, r: Random): string {
  const floors = r.int(7, 9);
  const top = 380 - floors * 30 - 40;
  const stars = p.dark ? Array.from({ length: 24 }, () => circle(r.int(10, 930), r.int(10, 220), r.int(1, 2), '#ffffff', 'fill-opacity="0.8"')).join('') : '';
  return [
    stars,
    skyLight(r.int(120, 250), r.int(80, 120), p.dark),
    skyline(p, r, 390, 0.55),
    rect(0, 380, 940, 200, p.ground),
    rect(320, top, 300, 420 - top, 'url(#building)', `stroke="${p.ink}" stroke-opacity="0.15"`),
    rect(310, top - 14, 320, 18, p.accent, 'rx="4"'),
    blossom(470, top - 36, 20, p.accent),
    windows(p, r, 342, top + 24, 7, floors),
    rect(430, 360, 80, 60, p.accent, 'rx="4"'),
    rect(412, 350, 116, 12, p.ink, 'fill-opacity="0.7" rx="3"'),
    cherryTree(200, 420, 1, p.accentSoft),
    cherryTree(760, 420, 1.1, p.accentSoft),
  ].join('');
}

/** A city seen through a guest-room window. */
export function windowView(p: Palette, r: Random): string {
  return [
    skyLight(700, 120, p.dark),
    skyline(p, r, 360, 0.9),
    rect(0, 360, 940, 220, p.dark ? '#15132a' : p.ground),
    rect(0, 0, 940, 28, '#f4efe9'),
    rect(0, 0, 28, 580, '#f4efe9'),
    rect(912, 0, 28, 580, '#f4efe9'),
    rect(456, 0, 28, 400, '#f4efe9'),
    path('M28 28 C120 120 90 300 140 400 L28 400 Z', p.accentSoft, 'fill-opacity="0.85"'),
    path('M912 28 C820 120 850 300 800 400 L912 400 Z', p.accentSoft, 'fill-opacity="0.85"'),
    rect(0, 390, 940, 26, '#d9cfc4'),
  ].join('');
}

/** Mountains, a torii gate and a pagoda: the sights nearby. */
export function landmark(p: Palette, r: Random): string {
  const red = '#c8402f';
  return [
    skyLight(r.int(620, 820), 110, p.dark),
    polygon([[0, 380], [180, 170], [360, 380]], p.accentSoft, 'fill-opacity="0.7"'),
    polygon([[220, 380], [470, 120], [720, 380]], p.accentSoft),
    polygon([[400, 190], [470, 120], [540, 190], [505, 205], [470, 185], [435, 205]], '#ffffff', 'fill-opacity="0.85"'),
    rect(0, 380, 940, 200, p.ground),
    rect(150, 250, 18, 150, red),
    rect(332, 250, 18, 150, red),
    path('M120 236 Q250 214 380 236 L380 252 Q250 232 120 252 Z', red),
    rect(140, 274, 220, 12, red),
    ...[0, 1, 2, 3].map((i) => rect(690 - i * 6, 390 - (i + 1) * 50, 100 + i * 12, 10, p.ink, 'fill-opacity="0.8"') + rect(705 - i * 2, 400 - (i + 1) * 50, 70 + i * 4, 40, '#f0e2cf')),
    line(740, 180, 740, 140, p.ink, 4),
  ].join('');
}

/** Sea, sand and a palm: the resort beach. */
export function beach(p: Palette, r: Random): string {
  const waves = [0, 1, 2, 3].map((i) => path(`M0 ${330 + i * 22} Q 117 ${320 + i * 22} 235 ${330 + i * 22} T 470 ${330 + i * 22} T 705 ${330 + i * 22} T 940 ${330 + i * 22}`, 'none', 'stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"')).join('');
  return [
    skyLight(r.int(600, 800), 130, p.dark),
    rect(0, 280, 940, 140, '#2fa4c7'),
    waves,
    path('M0 420 Q470 380 940 420 L940 580 L0 580 Z', '#f3dfb3'),
    path('M180 470 Q170 330 210 230', 'none', 'stroke="#8a6a4a" stroke-width="14" stroke-linecap="round"'),
    ...[-60, -20, 20, 60, 100].map((angle) => ellipse(210, 230, 80, 16, '#3c9a5f', `transform="rotate(${angle} 210 230) translate(60 0)"`)),
    ellipse(620, 470, 90, 10, '#000000', 'fill-opacity="0.12"'),
    path('M540 470 Q620 380 700 470 Z', p.accent),
    line(620, 440, 620, 500, p.ink, 4),
  ].join('');
}

/** A Japanese garden: pond, stone lantern and maples. */
export function garden(p: Palette, r: Random): string {
  const maple = (x: number, y: number, colour: string) => rect(x - 6, y, 12, 80, '#6b4b3a') + circle(x, y - 10, 52, colour, 'fill-opacity="0.9"') + circle(x - 40, y + 10, 34, colour) + circle(x + 40, y + 8, 36, colour);
  return [
    rect(0, 300, 940, 280, '#9cc48b'),
    ellipse(470, 430, 260, 70, '#5aa7c4'),
    ellipse(430, 420, 120, 18, '#ffffff', 'fill-opacity="0.35"'),
    ...[0, 1, 2, 3, 4].map((i) => ellipse(180 + i * 70, 520 - (i % 2) * 10, 30, 12, '#b8b2a6')),
    rect(735, 330, 30, 90, '#a39e94'),
    polygon([[705, 335], [750, 300], [795, 335]], '#8f8a80'),
    rect(725, 340, 50, 30, '#c9c4b9'),
    rect(720, 420, 60, 14, '#8f8a80'),
    maple(150, 240, r.chance(0.5) ? '#d94f30' : p.accentSoft),
    maple(830, 230, '#e9873a'),
  ].join('');
}
