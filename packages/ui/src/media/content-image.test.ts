import { contentImageSrcSet, contentImageUrl } from './content-image';

describe('a content picture at the width it is shown', () => {
  it('asks for WebP, at half width for a thumbnail', () => {
    expect(contentImageUrl('https://content.test/images/hotels/3/1.png')).toBe('https://content.test/images/hotels/3/1.png?format=webp');
    expect(contentImageUrl('https://content.test/images/hotels/3/1.png', 'thumb')).toBe('https://content.test/images/hotels/3/1.png?format=webp&size=thumb');
  });

  it('offers the half-width drawing beside the full one', () => {
    expect(contentImageSrcSet('https://content.test/images/hotels/3/1.png')).toBe(
      'https://content.test/images/hotels/3/1.png?format=webp&size=thumb 470w, https://content.test/images/hotels/3/1.png?format=webp 940w',
    );
  });

  it('keeps a query the address already has, and leaves an address it cannot read alone', () => {
    expect(contentImageSrcSet('https://content.test/i/1.png?v=2')).toMatch(/^https:\/\/content\.test\/i\/1\.png\?v=2&format=webp&size=thumb 470w, /);
    expect(contentImageSrcSet('not a url')).toBeUndefined();
    expect(contentImageUrl('not a url')).toBe('not a url');
  });
});
