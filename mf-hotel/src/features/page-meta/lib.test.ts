import { applyPageMeta, plainSummary } from './lib';

const meta = { title: 'Hotel Sakura Mito | Hotel Sakura', description: 'Three minutes from the station.', image: 'https://img.example/13/1.svg' };
const tag = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = 'Hotel';
});

describe('page title and share metadata (SPEC 2.5)', () => {
  it('sets the title and the og tags, creating the tags that are missing', () => {
    applyPageMeta(document, meta);
    expect(document.title).toBe('Hotel Sakura Mito | Hotel Sakura');
    expect(tag('meta[property="og:title"]')).toBe(meta.title);
    expect(tag('meta[property="og:description"]')).toBe(meta.description);
    expect(tag('meta[property="og:image"]')).toBe(meta.image);
    expect(tag('meta[name="description"]')).toBe(meta.description);
  });

  it('restores exactly what was there when the page leaves', () => {
    document.head.innerHTML = '<title>Hotel</title><meta property="og:title" content="Host title"><meta property="og:image" content="host.png">';
    const restore = applyPageMeta(document, meta);
    restore();
    expect(document.title).toBe('Hotel');
    expect(tag('meta[property="og:title"]')).toBe('Host title');
    expect(tag('meta[property="og:image"]')).toBe('host.png');
    expect(document.head.querySelector('meta[property="og:description"]')).toBeNull();
    expect(document.head.querySelectorAll('meta')).toHaveLength(2);
  });

  it('leaves no og:image for a hotel without pictures, and puts the host one back after', () => {
    document.head.innerHTML = '<meta property="og:image" content="host.png">';
    const restore = applyPageMeta(document, { ...meta, image: null });
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    restore();
    expect(tag('meta[property="og:image"]')).toBe('host.png');
  });

  it('replaces the previous hotel’s tags when a nearby hotel is opened', () => {
    const restoreFirst = applyPageMeta(document, meta);
    restoreFirst();
    applyPageMeta(document, { ...meta, title: 'Hotel Sakura Chiba | Hotel Sakura' });
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(tag('meta[property="og:title"]')).toBe('Hotel Sakura Chiba | Hotel Sakura');
  });
});

describe('the description', () => {
  it('is the overview as plain text', () => {
    expect(plainSummary('<p>Close to <strong>JR Mito</strong> &amp; <a href="https://k.example">Kodokan</a>.</p><ul><li>Bath</li></ul>')).toBe('Close to JR Mito & Kodokan. Bath');
  });

  it('is cut near 160 characters at a word', () => {
    const text = plainSummary(`<p>${'word '.repeat(60)}</p>`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
  });
});
