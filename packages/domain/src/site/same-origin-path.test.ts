import { sameOriginPath } from './same-origin-path';

describe('SPEC 4 gate: after the password the visitor goes on only to a path of this site (issue 14)', () => {
  it.each([
    ['/', '/'],
    ['/hotels', '/hotels'],
    ['/en/hotels-tokyo?adults=2&checkin=2026-12-01', '/en/hotels-tokyo?adults=2&checkin=2026-12-01'],
    ['/hotel/7#rooms', '/hotel/7#rooms'],
    ['/search?keyword=%E6%9D%B1%E4%BA%AC', '/search?keyword=%E6%9D%B1%E4%BA%AC'],
    ['/.//evil.example', '/.//evil.example'],
  ])('follows our own path %p', (target, expected) => {
    expect(sameOriginPath(target)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty target', ''],
    ['another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a backslash further on', '/\\/evil.example'],
    ['a tab the browser strips', '/\t/evil.example'],
    ['a new line', '/\nx'],
    ['a carriage return', '/\r\nSet-Cookie: x=1'],
    ['a space', '/ /evil.example'],
    ['a non-breaking space', '/\u00a0/evil.example'],
    ['a DEL', '/\u007f'],
    ['a C1 control', '/\u0085x'],
    ['a character outside Latin-1', '/ホテル'],
    ['a relative path', 'hotels'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,x'],
  ])('refuses %s', (_label, target) => {
    expect(sameOriginPath(target)).toBeNull();
  });
});
