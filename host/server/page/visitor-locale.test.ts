import type { IncomingMessage } from 'node:http';
import { acceptedLanguages, visitorLocale } from './visitor-locale';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe("the visitor's language, as the page will decide it", () => {
  it('reads Accept-Language by preference, leaving out refused and wildcard tags', () => {
    expect(acceptedLanguages('ko;q=0.5, en-US,en;q=0.9, ja;q=0, *;q=0.1')).toEqual(['en-US', 'en', 'ko']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('takes the URL prefix first, then the locale cookie, then the browser, then ja', () => {
    expect(visitorLocale(request({ 'accept-language': 'en', cookie: 'locale=ko' }), '/tw/hotels')).toBe('zh-TW');
    expect(visitorLocale(request({ 'accept-language': 'en', cookie: 'locale=ko' }), '/hotels')).toBe('ko');
    expect(visitorLocale(request({ 'accept-language': 'fr, zh-TW;q=0.8' }), '/')).toBe('zh-TW');
    expect(visitorLocale(request({ 'accept-language': 'fr' }), '/')).toBe('ja');
  });
});
