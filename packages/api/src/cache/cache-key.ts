/** JSON with object keys sorted at every depth, so equal parameters give equal text whatever their key order. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) sorted[key] = (inner as Record<string, unknown>)[key];
    return sorted;
  }) ?? 'null';
}

/** The plain-text identity of a cached answer: the call's name plus its parameters. */
export function cacheKey(name: string, params: unknown): string {
  return `${name}:${stableStringify(params ?? null)}`;
}
