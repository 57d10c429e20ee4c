export const width = 940;
export const height = 580;

export function linearGradient(id: string, stops: readonly string[], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const stopTags = stops.map((colour, i) => `<stop offset="${stops.length === 1 ? 0 : i / (stops.length - 1)}" stop-color="${colour}"/>`).join('');
  return `<linearGradient id="${id}" ${direction}>${stopTags}</linearGradient>`;
}

/** Fixed-precision numbers keep the markup short and identical across runs. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}
