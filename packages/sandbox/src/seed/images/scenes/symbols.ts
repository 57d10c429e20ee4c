import type { Random } from '../../catalogue/prng';
import { blossom } from '../frame';
import type { Palette } from '../palettes';
import { circle, line, path, polygon, rect, skyLight } from './shapes';

/** The Sakura Members card. */
export function membersCard(p: Palette, r: Random): string {
  return [
    rect(0, 0, 940, 580, 'url(#sky)'),
    rect(250, 110, 440, 270, p.ink, 'rx="24" transform="rotate(-6 470 245)"'),
    rect(250, 110, 440, 270, p.accent, 'fill-opacity="0.85" rx="24" transform="rotate(-6 470 245)"'),
    blossom(350, 200, 40, '#ffffff'),
    rect(420, 300, 200, 16, '#ffffff', 'fill-opacity="0.7" rx="8" transform="rotate(-6 470 245)"'),
    polygon([[600, 150], [614, 180], [646, 184], [622, 206], [628, 238], [600, 222], [572, 238], [578, 206], [554, 184], [586, 180]], '#ffd166'),
    r.chance(0.5) ? circle(760, 420, 30, p.accentSoft) : '',
  ].join('');
}

/** A calendar with days ticked off; `bird` adds the early bird. */
export function calendar(p: Palette, r: Random, bird: boolean): string {
  const cells = Array.from({ length: 28 }, (_, i) => {
    const x = 250 + (i % 7) * 62;
    const y = 190 + Math.floor(i / 7) * 52;
    const marked = i % 7 === r.int(0, 6) || i === 10 || i === 11;
    return rect(x, y, 54, 44, marked ? p.accentSoft : '#ffffff', 'rx="6"');
  }).join('');
  const birdShape = bird ? path('M720 150 q 40 -50 90 -10 q -30 0 -40 30 q -20 30 -50 -20 Z', '#f4a261') + circle(790, 138, 6, p.ink) + polygon([[812, 140], [836, 146], [812, 152]], '#e76f51') : '';
  return [rect(0, 0, 940, 580, 'url(#sky)'), rect(230, 110, 470, 320, '#ffffff', 'rx="16"'), rect(230, 110, 470, 64, p.accent, 'rx="16"'), cells, birdShape].join('');
}

/** A clock; the sun rises behind it for day use. */
export function clock(p: Palette, r: Random): string {
  const hour = r.int(0, 11);
  const angle = (hour / 12) * Math.PI * 2;
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return line(470 + Math.sin(a) * 120, 250 - Math.cos(a) * 120, 470 + Math.sin(a) * 135, 250 - Math.cos(a) * 135, p.ink, 6);
  }).join('');
  return [
    rect(0, 0, 940, 580, 'url(#sky)'),
    skyLight(700, 140, p.dark),
    circle(470, 250, 160, '#ffffff', `stroke="${p.accent}" stroke-width="14"`),
    ticks,
    line(470, 250, 470 + Math.sin(angle) * 70, 250 - Math.cos(angle) * 70, p.ink, 10),
    line(470, 250, 470, 140, p.ink, 6),
    circle(470, 250, 10, p.accent),
  ].join('');
}

/** A price tag: a saver rate. */
export function priceTag(p: Palette, r: Random): string {
  return [
    rect(0, 0, 940, 580, 'url(#sky)'),
    polygon([[300, 160], [600, 160], [680, 260], [600, 360], [300, 360]], p.accent, 'transform="rotate(-8 470 260)"'),
    circle(610, 250, 16, '#ffffff', 'transform="rotate(-8 470 260)"'),
    rect(340, 220, 200, 20, '#ffffff', 'fill-opacity="0.8" rx="10" transform="rotate(-8 470 260)"'),
    rect(340, 270, 140, 20, '#ffffff', 'fill-opacity="0.6" rx="10" transform="rotate(-8 470 260)"'),
    path('M626 246 q 80 -80 140 -40', 'none', `stroke="${p.ink}" stroke-width="4"`),
    r.chance(0.5) ? circle(200, 120, 26, p.accentSoft) : '',
  ].join('');
}

export function family(p: Palette, r: Random): string {
  const person = (x: number, scale: number, colour: string) => circle(x, 250 - 70 * scale, 34 * scale, '#f2c6a0') + rect(x - 40 * scale, 260 - 40 * scale, 80 * scale, 150 * scale, colour, `rx="${30 * scale}"`);
  return [
    rect(0, 0, 940, 580, 'url(#sky)'),
    rect(0, 400, 940, 180, p.ground),
    person(300, 1.1, p.accent),
    person(620, 1.05, '#457b9d'),
    person(420, 0.75, '#f4a261'),
    person(520, 0.65, '#2a9d8f'),
    r.chance(0.5) ? circle(800, 110, 40, '#fff3c4') : '',
  ].join('');
}

export function laptop(p: Palette, r: Random): string {
  return [
    rect(0, 0, 940, 580, 'url(#sky)'),
    rect(0, 380, 940, 200, '#c89563'),
    polygon([[300, 380], [640, 380], [680, 410], [260, 410]], '#4a4f5a'),
    rect(320, 190, 300, 190, '#3d4451', 'rx="10"'),
    rect(334, 204, 272, 160, '#9cc9e6'),
    rect(360, 230, 140, 14, '#ffffff', 'rx="7"') + rect(360, 260, 200, 14, '#ffffff', 'fill-opacity="0.7" rx="7"'),
    rect(720, 320, 70, 70, '#ffffff', `stroke="${p.ink}" stroke-width="4" rx="10"`),
    path('M790 336 q 30 10 0 40', 'none', `stroke="${p.ink}" stroke-width="4"`),
    r.chance(0.5) ? path('M740 300 q -10 -20 0 -40', 'none', 'stroke="#ffffff" stroke-width="4"') : '',
  ].join('');
}

/** A car under the parking sign; with `plane`, the airport transfer. */
export function car(p: Palette, r: Random, plane: boolean): string {
  return [
    rect(0, 0, 940, 580, 'url(#sky)'),
    rect(0, 400, 940, 180, '#8d939b'),
    ...Array.from({ length: 6 }, (_, i) => rect(40 + i * 160, 480, 90, 10, '#ffffff', 'fill-opacity="0.7"')),
    path('M260 400 L300 320 Q320 290 360 290 L560 290 Q600 290 630 320 L700 360 Q720 370 720 400 Z', p.accent),
    rect(330, 305, 110, 45, '#cfe8f7', 'rx="6"') + rect(455, 305, 120, 45, '#cfe8f7', 'rx="6"'),
    circle(350, 405, 36, '#2b2d42') + circle(350, 405, 14, '#c9ced3'),
    circle(640, 405, 36, '#2b2d42') + circle(640, 405, 14, '#c9ced3'),
    plane
      ? path('M700 120 l120 -20 l20 10 l-100 30 l-30 50 l-20 4 l10 -46 l-60 16 l-14 22 l-14 2 l4 -30 Z', '#ffffff')
      : rect(780, 150, 70, 70, '#2f6fd6', 'rx="10"') + line(815, 220, 815, 400, '#6c757d', 8) + rect(800, 165, 14, 42, '#ffffff') + path('M814 165 h10 a14 14 0 0 1 0 28 h-10 Z', '#ffffff'),
    r.chance(0.5) ? circle(150, 110, 36, '#fff3c4') : '',
  ].join('');
}

/** A key on a pillow: simply the room. */
export function roomKey(p: Palette, r: Random): string {
  return [
    rect(0, 0, 940, 580, 'url(#sky)'),
    rect(200, 200, 540, 220, '#fbf8f3', 'rx="60"'),
    circle(420, 300, 50, 'none', `stroke="${p.accent}" stroke-width="18"`),
    rect(465, 290, 200, 20, p.accent, 'rx="6"'),
    rect(600, 310, 18, 40, p.accent) + rect(640, 310, 18, 30, p.accent),
    r.chance(0.5) ? blossom(760, 150, 30, p.accentSoft) : blossom(180, 150, 30, p.accentSoft),
  ].join('');
}
