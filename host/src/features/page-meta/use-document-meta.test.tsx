import type { Locale } from '@hotel/contracts';
import { renderWithApp } from '@hotel/test-utils';
import { hostCatalogue } from '../../lang/catalogue';
import { useDocumentMeta } from './use-document-meta';

function Page() {
  useDocumentMeta();
  return null;
}

const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

async function open(route: string, locale: Locale) {
  await renderWithApp(<Page />, { route, locale, catalogue: hostCatalogue });
  return { title: document.title, ogTitle: metaContent('meta[property="og:title"]'), description: metaContent('meta[name="description"]'), ogDescription: metaContent('meta[property="og:description"]') };
}

beforeEach(() => {
  document.head.innerHTML = '<title>Hotel</title>';
});

describe('each page has its own title and share data in its language (SPEC 2.5, issue 13)', () => {
  it.each<[string, Locale, string]>([
    ['/en', 'en', 'Hotel Sakura | Book direct for the best rate'],
    ['/', 'ja', 'ホテルさくら | 公式サイト予約で最安値'],
    ['/en/hotels', 'en', 'Hotels | Hotel Sakura'],
    ['/en/hotels-tokyo', 'en', 'Hotels in Tokyo | Hotel Sakura'],
    ['/hotels-tokyo', 'ja', '東京都のホテル | ホテルさくら'],
    ['/ko/hotels-kansai', 'ko', '간사이의 호텔 | 호텔 사쿠라'],
    ['/en/summary', 'en', 'Review your booking | Hotel Sakura'],
    ['/en/guest-detail', 'en', 'Guest details | Hotel Sakura'],
    ['/en/payment', 'en', 'Payment | Hotel Sakura'],
    ['/en/confirm-booking/R1', 'en', 'Your booking | Hotel Sakura'],
    ['/en/cancel', 'en', 'Cancel a reservation | Hotel Sakura'],
    ['/en/profile/my-card', 'en', 'My page | Hotel Sakura'],
    ['/zh/member-confirmation', 'zh-CN', '会员确认 | 樱花酒店'],
    ['/tw/authentication', 'zh-TW', '輸入網站密碼 | 櫻花飯店'],
    ['/en/something-wrong', 'en', 'Something went wrong | Hotel Sakura'],
    ['/en/no-such-page', 'en', 'Page not found | Hotel Sakura'],
  ])('%s in %s is titled "%s", shared under that title', async (route, locale, expected) => {
    const meta = await open(route, locale);
    expect(meta.title).toBe(expected);
    expect(meta.ogTitle).toBe(expected);
  });

  it('describes the site in the page’s language for search results and link previews', async () => {
    const en = await open('/en/hotels', 'en');
    expect(en.description).toMatch(/^Book .+ directly/);
    expect(en.ogDescription).toBe(en.description);
    const ja = await open('/hotels', 'ja');
    expect(ja.description).toMatch(/ホテルさくら/);
  });

  it.each(['/en/hotel/12', '/en/full-map/12'])('leaves %s to the hotel app, which titles it by the hotel', async (route) => {
    await open(route, 'en');
    expect(document.title).toBe('Hotel');
  });
});
