import { matchRoute, type RouteMatch } from '@hotel/domain';
import { galleryImageSizes } from '@hotel/ui/media';
import { firstPaint } from './first-paint';

const route = (path: string) => matchRoute(path) as RouteMatch;

describe("the page's first paint, drawn from the HTML before any script", () => {
  it('shows the header in the visitor language, the page title and lang', () => {
    const en = firstPaint(route('/en/hotels'));
    expect(en.lang).toBe('en');
    expect(en.title).toBe('Hotels | Hotel Sakura');
    expect(en.frame).toContain('>Hotel Sakura</a>');
    expect(en.frame).toContain('href="/en/hotels"');
    const ja = firstPaint(route('/hotels'));
    expect(ja.lang).toBe('ja');
    expect(ja.frame).toContain('>ホテルさくら</a>');
    expect(ja.frame).toContain('href="/hotels"');
    expect(ja.frame).toContain('<h1 class="fp-t fp-lt">ホテル一覧</h1>');
  });

  it("draws the home page's heading as the page does", () => {
    expect(firstPaint(route('/tw')).frame).toMatch(/<h1 class="fp-h1">[^<]+<\/h1>/);
  });

  it("shows a hotel's name and first picture, escaped, and titles the page by it", () => {
    const hero = { name: 'Hotel <Sakura> & "Spa"', image: { url: 'https://img.test/3/1.png?a=1&b=2', width: 940, height: 580, caption: 'Lobby "A"' } };
    const paint = firstPaint(route('/en/hotel/3'), { hero });
    expect(paint.frame).toContain('<h1 class="fp-t">Hotel &lt;Sakura&gt; &amp; &quot;Spa&quot;</h1>');
    expect(paint.frame).toContain('src="https://img.test/3/1.png?a=1&amp;b=2&amp;format=webp"');
    expect(paint.frame).toContain('alt="Lobby &quot;A&quot;"');
    expect(paint.frame).toContain('fetchpriority="high"');
    expect(paint.title).toBe('Hotel <Sakura> & "Spa" | Hotel Sakura');
    const srcset = 'srcset="https://img.test/3/1.png?a=1&amp;b=2&amp;format=webp&amp;size=thumb 470w, https://img.test/3/1.png?a=1&amp;b=2&amp;format=webp 940w"';
    expect(paint.frame).toContain(`${srcset} sizes="${galleryImageSizes}"`);
    expect(paint.picture).toBe(
      `<link rel="preload" as="image" href="https://img.test/3/1.png?a=1&amp;b=2&amp;format=webp" image${srcset} imagesizes="${galleryImageSizes}" fetchpriority="high">`,
    );
  });

  it("draws a list's first card with the banner the card will take, the rest as shapes", () => {
    const listLead = { hotelId: 3, name: 'Hotel <Sakura>', image: 'https://img.test/3/1.png' };
    const { frame } = firstPaint(route('/en/hotels-tokyo'), { listLead });
    expect(frame).toContain('src="https://img.test/3/1.png?format=webp" srcset="https://img.test/3/1.png?format=webp&amp;size=thumb 470w, https://img.test/3/1.png?format=webp 940w" sizes="(max-width: 767.98px) calc(100vw - 32px), 400px"');
    expect(frame).toContain('fetchpriority="high"');
    expect(frame).toContain('>Hotel &lt;Sakura&gt;</div>');
    expect(frame.match(/class="fp-k fp-c/g)).toHaveLength(8);
    // The preload names the same files and sizes as the picture, or the browser would fetch two.
    expect(firstPaint(route('/en/hotels-tokyo'), { listLead }).picture).toBe(
      '<link rel="preload" as="image" href="https://img.test/3/1.png?format=webp" imagesrcset="https://img.test/3/1.png?format=webp&amp;size=thumb 470w, https://img.test/3/1.png?format=webp 940w" imagesizes="(max-width: 767.98px) calc(100vw - 32px), 400px" fetchpriority="high">',
    );
    expect(firstPaint(route('/en/hotels')).frame).not.toContain('<img');
    expect(firstPaint(route('/en/hotels')).picture).toBe('');
  });

  it('has no header on the booking steps, which draw none (SPEC 2.6)', () => {
    expect(firstPaint(route('/en/guest-detail')).frame).not.toContain('<header');
    expect(firstPaint(route('/en/confirm-booking/HS1')).frame).toContain('<header');
  });

  it('is hidden from assistive technology and out of the tab order: the app that replaces it is the page', () => {
    const { frame } = firstPaint(route('/en/cancel'));
    expect(frame).toMatch(/^<div class="fp" aria-hidden="true">/);
    expect(frame.match(/<a /g)?.length).toBe(frame.match(/tabindex="-1"/g)?.length);
  });
});
