import { hashString } from '../catalogue/prng';

export interface Palette {
  sky: [string, string];
  ground: string;
  accent: string;
  accentSoft: string;
  building: [string, string];
  window: string;
  ink: string;
  /** True for night scenes: lit windows, moon instead of sun. */
  dark: boolean;
}

const palettes: Palette[] = [
  { sky: ['#ffd6e0', '#fff4e6'], ground: '#f3e3d3', accent: '#e85d8a', accentSoft: '#f7b6c8', building: ['#ffffff', '#e9dcd4'], window: '#a7c7e7', ink: '#4a3b3f', dark: false },
  { sky: ['#8ec5fc', '#e0c3fc'], ground: '#dfe7f2', accent: '#4361ee', accentSoft: '#a9b8f5', building: ['#f7f9fc', '#cfd8e6'], window: '#6c8fc7', ink: '#2b2d42', dark: false },
  { sky: ['#fbc2a4', '#f6e7c1'], ground: '#efe0c8', accent: '#d9822b', accentSoft: '#f2c48d', building: ['#fffaf2', '#e6d5bd'], window: '#88b4c8', ink: '#4b3621', dark: false },
  { sky: ['#a1e3d8', '#f1fbf6'], ground: '#d8efe3', accent: '#12877f', accentSoft: '#8fd3c7', building: ['#ffffff', '#cfe6dd'], window: '#6fb1c2', ink: '#163b36', dark: false },
  { sky: ['#c9d6ff', '#f6f0ff'], ground: '#e4e0f2', accent: '#7b5ea7', accentSoft: '#c4b2e3', building: ['#ffffff', '#dcd5ec'], window: '#8aa6d8', ink: '#35284a', dark: false },
  { sky: ['#d4fc79', '#f4fff0'], ground: '#e3f1cf', accent: '#4f8a10', accentSoft: '#b9dc8a', building: ['#fffff8', '#dfe8cf'], window: '#8fb8c9', ink: '#2f3d1c', dark: false },
];

const nightPalette: Palette = {
  sky: ['#0f1c3f', '#3a2f6b'], ground: '#1d1b33', accent: '#f7b6c8', accentSoft: '#6a5a9a', building: ['#2e2a52', '#1b1836'], window: '#ffd97a', ink: '#f5f1ff', dark: true,
};

export function paletteFor(key: string, night = false): Palette {
  if (night) return nightPalette;
  return palettes[hashString(`palette:${key}`) % palettes.length] as Palette;
}
