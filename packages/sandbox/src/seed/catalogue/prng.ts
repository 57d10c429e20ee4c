/** FNV-1a over the UTF-16 code units, then an avalanche, so nearby keys give unrelated values. */
export function hashString(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) that depends only on the key. */
export function unitHash(key: string): number {
  return hashString(key) / 0x100000000;
}

/** mulberry32: small, fast and good enough for seed data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000;
  };
}

export interface Random {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/**
 * Every generator seeds its own stream from a stable key (e.g. `rooms:SKR-TKY-01`), so changing one part
 * of the catalogue never reshuffles the others.
 */
export function randomFor(key: string): Random {
  const next = mulberry32(hashString(key));
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    sample: (items, count) => random.shuffle(items).slice(0, Math.max(0, count)),
  };
  return random;
}

export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
