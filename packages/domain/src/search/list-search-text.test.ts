import { listSearchTextOf } from './list-search-text';

describe('the keyword a hotel list searches by', () => {
  it("is an area route's search text, whatever the query says", () => {
    expect(listSearchTextOf('tokyo', new URLSearchParams('keyword=Osaka'))).toBe('Tokyo');
  });

  it("is the query's keyword, cleaned, or empty for every hotel", () => {
    expect(listSearchTextOf(null, new URLSearchParams('keyword=%20Sapporo%01%20'))).toBe('Sapporo');
    expect(listSearchTextOf(null, new URLSearchParams(''))).toBe('');
  });

  it('is none for a near-me list', () => {
    expect(listSearchTextOf(null, new URLSearchParams('near=35.68,139.76&keyword=Tokyo'))).toBeNull();
  });
});
