import { cacheKey, stableStringify } from './cache-key';

describe('cache keys: name plus stable JSON of the parameters', () => {
  it('ignores the order of object keys, at every depth', () => {
    expect(stableStringify({ b: 1, a: { d: [1, 2], c: null } })).toBe(stableStringify({ a: { c: null, d: [1, 2] }, b: 1 }));
    expect(stableStringify({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
  });

  it('keeps the order of arrays and drops undefined like JSON', () => {
    expect(stableStringify([2, 1])).not.toBe(stableStringify([1, 2]));
    expect(stableStringify({ a: undefined, b: 1 })).toBe('{"b":1}');
  });

  it('tells names and parameters apart', () => {
    expect(cacheKey('content.dictionaries', { lang: 'en' })).toBe('content.dictionaries:{"lang":"en"}');
    expect(cacheKey('a', { lang: 'en' })).not.toBe(cacheKey('b', { lang: 'en' }));
    expect(cacheKey('a', null)).toBe(cacheKey('a', undefined));
  });
});
