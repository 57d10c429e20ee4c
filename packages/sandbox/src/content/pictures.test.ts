import { fullWidth, pictureFormatOf, pictureOf, thumbWidth } from './pictures';

const drawing = '<svg xmlns="http://www.w3.org/2000/svg" width="940" height="580" viewBox="0 0 940 580"><rect width="940" height="580" fill="#e85d8a"/></svg>';

/** Width and height from the PNG's header (IHDR). */
function sizeOf(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('pictures as PNG or WebP (what the real content API serves are photos)', () => {
  it('draws a full picture at 940×580 and a thumbnail at half size', async () => {
    const full = await pictureOf('/content/images/test/1.png', () => drawing, fullWidth);
    const thumb = await pictureOf('/content/images/test/1.png', () => drawing, thumbWidth);
    expect(full.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(sizeOf(full)).toEqual({ width: 940, height: 580 });
    expect(sizeOf(thumb)).toEqual({ width: 470, height: 290 });
  });

  it('encodes it as WebP when asked, in a third of the bytes or less', async () => {
    const png = await pictureOf('/content/images/test/4.png', () => drawing, fullWidth);
    const webp = await pictureOf('/content/images/test/4.png', () => drawing, fullWidth, 'webp');
    expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(webp.length).toBeLessThan(png.length / 3);
  });

  it('keeps PNG for any format it does not offer', () => {
    expect(pictureFormatOf('webp')).toBe('webp');
    expect(pictureFormatOf('avif')).toBe('png');
    expect(pictureFormatOf(null)).toBe('png');
  });

  it('draws a picture once and answers from memory after', async () => {
    const draw = jest.fn(() => drawing);
    const first = await pictureOf('/content/images/test/2.png', draw, fullWidth);
    const again = await pictureOf('/content/images/test/2.png', draw, fullWidth);
    expect(again).toBe(first);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('forgets a drawing that failed, so the next request tries again', async () => {
    await expect(pictureOf('/content/images/test/3.png', () => '<svg', fullWidth)).rejects.toThrow();
    await expect(pictureOf('/content/images/test/3.png', () => drawing, fullWidth)).resolves.toBeInstanceOf(Buffer);
  });
});
