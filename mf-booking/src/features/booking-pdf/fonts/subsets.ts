import { subsetTable } from './subset-table.generated';

/** Characters no subset covers (hangul, emoji) are drawn with this subset's notdef glyph. */
export const fallbackSubset = 'latin';

let subsetOwners: Map<number, string> | undefined;

function decodeSubsetTable(): Map<number, string> {
  const owners = new Map<number, string>();
  for (const [subset, ranges] of subsetTable) {
    let previousEnd = 0;
    for (const range of ranges.split(',')) {
      const [gap = '0', span = '0'] = range.split('-');
      const start = previousEnd + parseInt(gap, 36);
      previousEnd = start + parseInt(span, 36);
      for (let codePoint = start; codePoint <= previousEnd; codePoint++) {
        if (!owners.has(codePoint)) owners.set(codePoint, subset);
      }
    }
  }
  return owners;
}

/** The Noto Sans JP subset whose file draws this code point. */
export function subsetOf(codePoint: number): string {
  subsetOwners ??= decodeSubsetTable();
  return subsetOwners.get(codePoint) ?? fallbackSubset;
}

/** The file, in @fontsource/noto-sans-jp/files, that holds a subset at weight 400. */
export function subsetFileName(subset: string): string {
  return `noto-sans-jp-${subset}-400-normal.woff`;
}
