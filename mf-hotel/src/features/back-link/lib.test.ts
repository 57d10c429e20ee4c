import { backLinkTarget } from './lib';

const origin = 'https://www.hotel-sakura.example';
const base = { history: [] as string[] | null, referrer: '', origin, remembered: null, locale: 'ja' as const };

describe('the back link (SPEC 2.5: to the search results, or home)', () => {
  it('goes to the list the visitor came from, with its search', () => {
    const target = backLinkTarget({ ...base, history: [`${origin}/hotels-tokyo?checkIndate=2026-12-01&rooms=%5B%5D`, `${origin}/`] });
    expect(target).toEqual({ path: '/hotels-tokyo?checkIndate=2026-12-01&rooms=%5B%5D', toResults: true });
  });

  it('looks past other hotel pages (a nearby hotel opened from the first)', () => {
    const history = [`${origin}/en/hotel/14?type=rooms`, `${origin}/en/hotel/13`, `${origin}/en/hotels-kansai?keyword=Kansai`];
    expect(backLinkTarget({ ...base, locale: 'en', history }).path).toBe('/en/hotels-kansai?keyword=Kansai');
  });

  it('does not reach back past a page that is neither a list nor a hotel', () => {
    const history = [`${origin}/`, `${origin}/hotels-tokyo`];
    expect(backLinkTarget({ ...base, history })).toEqual({ path: '/', toResults: false });
  });

  it('uses a same-site referrer that is a list, when history tells nothing', () => {
    expect(backLinkTarget({ ...base, history: null, referrer: `${origin}/hotels-osaka?keyword=Osaka` }).path).toBe('/hotels-osaka?keyword=Osaka');
  });

  it('ignores a referrer from another site, or from a page that is not a list', () => {
    expect(backLinkTarget({ ...base, referrer: 'https://search.example/hotels-tokyo' }).toResults).toBe(false);
    expect(backLinkTarget({ ...base, referrer: `${origin}/hotel/3` }).toResults).toBe(false);
  });

  it('falls back to what was found for this entry before a reload', () => {
    expect(backLinkTarget({ ...base, history: null, remembered: '/hotels?keyword=Kyoto' }).path).toBe('/hotels?keyword=Kyoto');
  });

  it('goes home, in the page language, when there was no search', () => {
    expect(backLinkTarget(base)).toEqual({ path: '/', toResults: false });
    expect(backLinkTarget({ ...base, locale: 'ko' })).toEqual({ path: '/ko', toResults: false });
  });
});
