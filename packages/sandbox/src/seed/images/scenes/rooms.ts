import type { Random } from '../../catalogue/prng';
import type { Palette } from '../palettes';
import { circle, ellipse, line, path, polygon, rect, room } from './shapes';

const wood = '#b9855a';
const linen = '#fbf8f3';

function bed(x: number, y: number, w: number, p: Palette): string {
  return [
    rect(x, y - 70, w, 80, p.ink, 'fill-opacity="0.75" rx="10"'),
    rect(x - 6, y, w + 12, 70, linen, 'rx="10"'),
    rect(x - 6, y + 30, w + 12, 55, p.accentSoft, 'rx="8"'),
    rect(x + 12, y + 6, w / 2 - 20, 22, '#ffffff', 'rx="9"'),
    rect(x + w / 2 + 8, y + 6, w / 2 - 20, 22, '#ffffff', 'rx="9"'),
    rect(x - 6, y + 85, w + 12, 14, wood, 'rx="3"'),
  ].join('');
}

function lamp(x: number, y: number, p: Palette): string {
  return rect(x - 30, y, 60, 50, wood, 'rx="4"') + line(x, y, x, y - 40, p.ink, 3) + polygon([[x - 22, y - 40], [x + 22, y - 40], [x + 14, y - 70], [x - 14, y - 70]], '#fff1c9');
}

/** One to three Western beds by the window; `beds` is how many sleep in it. */
export function bedroom(p: Palette, r: Random, beds: number): string {
  const count = Math.max(1, Math.min(3, beds));
  const bedWidth = count === 1 ? 300 : count === 2 ? 210 : 170;
  const gap = 40;
  const total = count * bedWidth + (count - 1) * gap;
  const start = 520 - total / 2;
  return [
    room(r.chance(0.5) ? '#efe6dc' : '#e6ecef', '#c9b8a6'),
    rect(60, 70, 170, 200, '#bfe0f2', `stroke="${wood}" stroke-width="8"`),
    rect(60, 200, 170, 70, p.accentSoft, 'fill-opacity="0.6"'),
    ...Array.from({ length: count }, (_, i) => bed(start + i * (bedWidth + gap), 320, bedWidth, p)),
    lamp(start - 60, 330, p),
    lamp(start + total + 60, 330, p),
    rect(260, 90, 120, 80, '#ffffff', `stroke="${p.accent}" stroke-width="4"`),
    circle(320, 130, 22, p.accent, 'fill-opacity="0.5"'),
  ].join('');
}

/** A tatami room with shoji screens, a low table and futons. */
export function japaneseRoom(p: Palette, r: Random): string {
  const shoji = Array.from({ length: 4 }, (_, i) => rect(40 + i * 110, 40, 100, 280, '#fffdf6', `stroke="${wood}" stroke-width="6"`) + line(40 + i * 110, 130, 140 + i * 110, 130, wood, 3) + line(40 + i * 110, 220, 140 + i * 110, 220, wood, 3) + line(90 + i * 110, 40, 90 + i * 110, 320, wood, 3)).join('');
  const tatami = [0, 1, 2, 3].map((i) => rect(i * 235, 340, 235, 240, '#cfd58f', 'stroke="#8b8f52" stroke-width="4"')).join('');
  return [
    room('#e9dcc2', '#cfd58f', 340),
    shoji,
    rect(520, 60, 180, 260, '#d9c8a9'),
    rect(570, 80, 80, 180, '#fffaf0', `stroke="${p.ink}" stroke-width="2"`),
    circle(610, 140, 18, p.accent, 'fill-opacity="0.7"'),
    tatami,
    rect(330, 400, 260, 26, '#6b3f2a', 'rx="6"'),
    rect(350, 426, 16, 40, '#6b3f2a') + rect(554, 426, 16, 40, '#6b3f2a'),
    ellipse(420, 398, 18, 8, '#f4f1e8') + ellipse(480, 398, 18, 8, '#f4f1e8'),
    rect(720, 380, 170, 90, linen, 'rx="8"'),
    rect(720, 420, 170, 50, p.accentSoft, 'rx="8"'),
    r.chance(0.5) ? rect(740, 350, 130, 30, '#ffffff', 'rx="8"') : '',
  ].join('');
}

export function bathroom(p: Palette, r: Random): string {
  const tiles = Array.from({ length: 12 }, (_, i) => line(i * 80, 0, i * 80, 340, '#ffffff', 2)).join('') + Array.from({ length: 5 }, (_, i) => line(0, i * 80, 940, i * 80, '#ffffff', 2)).join('');
  return [
    room(r.chance(0.5) ? '#d7e6ea' : '#e8e1da', '#b9c4c8', 340),
    tiles,
    rect(140, 300, 460, 130, '#ffffff', 'rx="60"'),
    ellipse(370, 310, 210, 26, '#9fd3e6'),
    line(580, 300, 580, 250, '#9aa3a8', 8),
    line(580, 250, 540, 250, '#9aa3a8', 8),
    rect(680, 90, 180, 150, '#e9f4f8', 'stroke="#9aa3a8" stroke-width="6" rx="10"'),
    rect(700, 300, 140, 20, '#9aa3a8'),
    rect(715, 320, 110, 90, p.accentSoft, 'rx="6"'),
    ...[0, 1, 2].map((i) => circle(300 + i * 60, 290 - i * 12, 10, '#ffffff', 'fill-opacity="0.7"')),
  ].join('');
}

export function desk(p: Palette, r: Random): string {
  return [
    room('#ece4da', '#bfa58c'),
    rect(200, 250, 540, 24, wood, 'rx="4"'),
    rect(220, 274, 20, 150, wood) + rect(700, 274, 20, 150, wood),
    polygon([[380, 250], [560, 250], [580, 170], [400, 170]], '#3d4451'),
    rect(402, 176, 172, 66, '#9cc9e6'),
    rect(250, 200, 40, 50, '#ffffff', `stroke="${p.ink}" stroke-width="3" rx="6"`),
    rect(620, 205, 50, 45, '#d8d8d8', 'rx="8"'),
    circle(690, 240, 10, '#ffffff', `stroke="${p.ink}" stroke-width="2"`),
    rect(430, 330, 90, 120, p.accent, 'rx="14"'),
    rect(440, 450, 10, 60, '#5a5a5a') + rect(500, 450, 10, 60, '#5a5a5a'),
    path('M120 250 L160 140 L200 250 Z', '#fff1c9') + line(160, 250, 160, 330, p.ink, 3),
    r.chance(0.5) ? rect(760, 120, 110, 150, '#bfe0f2', `stroke="${wood}" stroke-width="6"`) : '',
  ].join('');
}

export function lobby(p: Palette, r: Random): string {
  return [
    room('#efe6da', '#d8c6b0', 330),
    polygon([[0, 580], [300, 330], [640, 330], [940, 580]], '#e6d7c4'),
    rect(300, 230, 340, 110, wood, 'rx="8"'),
    rect(290, 220, 360, 16, p.ink, 'fill-opacity="0.75" rx="4"'),
    rect(380, 120, 180, 70, '#ffffff', `stroke="${p.accent}" stroke-width="4" rx="6"`),
    circle(470, 155, 20, p.accent, 'fill-opacity="0.7"'),
    ...[0, 1, 2, 3, 4, 5].map((i) => circle(410 + i * 24, 60 + (i % 2) * 10, 9, '#fff1c9')),
    line(470, 0, 470, 50, p.ink, 2),
    ellipse(90, 320, 50, 70, '#4f9a5c') + rect(70, 370, 40, 60, '#8a6a4a', 'rx="6"'),
    ellipse(870, 320, 50, 70, '#4f9a5c') + rect(850, 370, 40, 60, '#8a6a4a', 'rx="6"'),
    rect(600, 420, 200, 60, p.accentSoft, 'rx="18"') + rect(600, 390, 200, 40, p.accent, 'fill-opacity="0.8" rx="14"'),
    r.chance(0.5) ? rect(140, 440, 180, 50, p.accentSoft, 'rx="18"') : '',
  ].join('');
}
