import type { Random } from '../../catalogue/prng';
import type { Palette } from '../palettes';
import { circle, ellipse, line, path, polygon, rect, room, skyLight } from './shapes';

function steam(x: number, y: number): string {
  return [0, 1, 2].map((i) => path(`M${x + i * 40} ${y} q -14 -25 0 -50 t 0 -50`, 'none', 'stroke="#ffffff" stroke-opacity="0.7" stroke-width="6" stroke-linecap="round"')).join('');
}

/** A large bath; an open-air hot spring when `openAir`. */
export function bath(p: Palette, r: Random, openAir: boolean): string {
  const back = openAir
    ? rect(0, 0, 940, 300, 'url(#sky)') + skyLight(760, 90, p.dark) + Array.from({ length: 24 }, (_, i) => rect(i * 40, 170, 30, 160, '#a87b55')).join('')
    : room('#e5ecee', '#c7d3d6', 300) + Array.from({ length: 10 }, (_, i) => rect(60 + i * 85, 60, 60, 180, '#cfe3ea', 'rx="6"')).join('');
  const rocks = openAir ? [0, 1, 2, 3, 4, 5].map((i) => ellipse(120 + i * 140, 330 + (i % 2) * 8, 70, 28, '#8d8a84')).join('') : rect(80, 320, 780, 24, '#b49a7e', 'rx="6"');
  return [
    back,
    rect(0, 300, 940, 280, openAir ? '#7c766c' : '#c7d3d6'),
    rocks,
    ellipse(470, 430, 400, 90, '#7ec8d8'),
    ellipse(420, 410, 160, 18, '#ffffff', 'fill-opacity="0.35"'),
    steam(300, 360),
    steam(560, 350),
    rect(780, 470, 60, 46, '#c99a62', 'rx="6"'),
    r.chance(0.5) ? rect(90, 470, 60, 46, '#c99a62', 'rx="6"') : '',
  ].join('');
}

export function pool(p: Palette, r: Random): string {
  const ripples = Array.from({ length: 5 }, (_, i) => path(`M140 ${330 + i * 36} q 40 -10 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0`, 'none', 'stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"')).join('');
  const lounger = (x: number) => polygon([[x, 250], [x + 120, 250], [x + 140, 210], [x + 20, 250]], '#ffffff') + rect(x, 250, 120, 10, p.accent);
  return [
    skyLight(r.int(150, 300), 100, p.dark),
    rect(0, 260, 940, 320, '#efe7da'),
    rect(120, 300, 700, 210, '#49b3d6', 'rx="14"'),
    ripples,
    lounger(160),
    lounger(360),
    path('M640 250 Q700 170 760 250 Z', p.accent),
    line(700, 230, 700, 270, p.ink, 4),
  ].join('');
}

export function gym(p: Palette, r: Random): string {
  const dumbbell = (x: number, y: number) => rect(x, y, 70, 10, '#555') + rect(x - 10, y - 12, 16, 34, '#333', 'rx="4"') + rect(x + 64, y - 12, 16, 34, '#333', 'rx="4"');
  return [
    room('#e3e7ea', '#9aa3ab', 360),
    rect(60, 60, 380, 230, '#cfe3ee', 'stroke="#ffffff" stroke-width="8"'),
    polygon([[520, 420], [820, 420], [800, 380], [540, 380]], '#3b3f46'),
    line(780, 380, 760, 230, '#3b3f46', 10),
    rect(720, 210, 90, 40, '#3b3f46', 'rx="8"'),
    rect(730, 218, 50, 20, p.accentSoft),
    dumbbell(140, 460),
    dumbbell(300, 480),
    r.chance(0.5) ? circle(420, 440, 44, p.accent, 'fill-opacity="0.85"') : rect(380, 420, 120, 30, p.accent, 'rx="14"'),
  ].join('');
}

export function kidsRoom(p: Palette, r: Random): string {
  const blocks = ['#f25f5c', '#ffe066', '#70c1b3', '#247ba0'].map((colour, i) => rect(140 + i * 62, 440 - (i % 2) * 60, 56, 56, colour, 'rx="6"')).join('');
  return [
    room('#fff3e6', '#f7d9b9'),
    ...Array.from({ length: 8 }, () => circle(r.int(40, 900), r.int(30, 250), r.int(8, 16), p.accentSoft)),
    blocks,
    circle(560, 460, 46, '#f25f5c') + path('M514 460 a46 46 0 0 0 92 0', '#ffe066'),
    polygon([[680, 480], [860, 480], [860, 300], [820, 300]], '#70c1b3'),
    rect(840, 280, 24, 200, '#247ba0'),
  ].join('');
}

export function laundry(p: Palette, r: Random): string {
  const machine = (x: number) => rect(x, 220, 170, 220, '#f7f7f7', 'stroke="#c9ced3" stroke-width="4" rx="12"') + circle(x + 85, 345, 58, '#9fd3e6', 'stroke="#c9ced3" stroke-width="10"') + rect(x + 20, 236, 60, 14, p.accent, 'rx="4"');
  return [room('#e6edf0', '#b9c2c7'), machine(170), machine(385), machine(600), r.chance(0.5) ? rect(60, 120, 80, 90, p.accentSoft, 'rx="8"') : ''].join('');
}

export function meetingRoom(p: Palette, r: Random): string {
  const chairs = [0, 1, 2, 3].map((i) => rect(250 + i * 120, 330, 60, 50, p.accent, 'rx="10"') + rect(250 + i * 120, 470, 60, 50, p.accent, 'rx="10"')).join('');
  const bars = [0, 1, 2, 3].map((i) => rect(380 + i * 50, 210 - (i + 1) * 22, 30, (i + 1) * 22, p.accentSoft)).join('');
  return [
    room('#eceff2', '#b7a48f'),
    rect(300, 60, 340, 170, '#ffffff', `stroke="${p.ink}" stroke-width="4"`),
    bars,
    line(360, 210, 600, 210, p.ink, 3),
    chairs,
    rect(200, 380, 540, 90, '#8a6a4a', 'rx="12"'),
    r.chance(0.5) ? circle(820, 120, 40, '#ffffff', `stroke="${p.ink}" stroke-width="3"`) : '',
  ].join('');
}
