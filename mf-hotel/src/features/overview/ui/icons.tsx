/** Simple line icons drawn inline (no icon library); each is decorative, the text beside it names it. */
const glyphs = {
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  bath: 'M3 12h18v3a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4zM6 12V6a2 2 0 0 1 4 0',
  food: 'M7 3v18M4 3v5a3 3 0 0 0 6 0V3M17 21V3c-2 1-3 4-3 8h3',
  car: 'M3 15l2-6h14l2 6v4H3zM7 19v2M17 19v2M7 15h.01M17 15h.01',
  person: 'M12 3.5h.01M12 7v7M8 9h8M9 21l3-7 3 7',
  noSmoking: 'M3 14h12v3H3zM18 14v3M21 14v3M4 4l16 16',
  screen: 'M3 5h18v11H3zM8 20h8',
  bell: 'M4 17h16M6 17a6 6 0 0 1 12 0M12 8V6M10 6h4',
  bed: 'M3 18V8M3 14h18v4M21 14v-1a3 3 0 0 0-3-3h-7v4M7 11h.01',
  laundry: 'M5 3h14v18H5zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8M8 6h.01',
  train: 'M6 3h12v13H6zM6 10h12M8 20l2-4M16 20l-2-4',
  bus: 'M5 4h14v13H5zM5 11h14M8 20v-3M16 20v-3',
  plane: 'M3 13l18-6-4 12-5-4-3 4v-5z',
  check: 'M5 12l4 4 10-10',
} as const;

export type Glyph = keyof typeof glyphs;

export function Icon({ glyph }: { glyph: Glyph }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={glyphs[glyph]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Amenity ids of the content API's dictionary (SPEC 3: about 50 items with icons), grouped by picture. */
const amenityGroups: Array<[Glyph, number[]]> = [
  ['wifi', [1, 15]],
  ['screen', [2, 3, 13, 14, 37, 38]],
  ['bath', [8, 9, 10, 24, 25, 41]],
  ['food', [4, 5, 17, 20, 26, 27, 42, 51]],
  ['bed', [11, 12, 19, 21, 22, 34]],
  ['laundry', [6, 16, 30, 45]],
  ['car', [31, 40, 46, 48]],
  ['person', [28, 29, 35, 36, 47, 49]],
  ['noSmoking', [23]],
  ['bell', [7, 18, 32, 33, 43, 44, 50]],
];

export function amenityGlyph(id: number): Glyph {
  return amenityGroups.find(([, ids]) => ids.includes(id))?.[0] ?? 'check';
}
