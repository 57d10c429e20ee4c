import { contentImageSrcSet } from './content-image';

describe('a content picture at the width it is shown', () => {
  it('offers the half-width drawing beside the full one', () => {
    expect(contentImageSrcSet('https://content.test/images/hotels/3/1.png')).toBe(
      'https://content.test/images/hotels/3/1.png?size=thumb 470w, https://content.test/images/hotels/3/1.png 940w',
    );
  });

  it('keeps a query the address already has, and gives nothing for an address it cannot read', () => {
    expect(contentImageSrcSet('https://content.test/i/1.png?v=2')).toMatch(/^https:\/\/content\.test\/i\/1\.png\?v=2&size=thumb 470w, /);
    expect(contentImageSrcSet('not a url')).toBeUndefined();
  });
});
