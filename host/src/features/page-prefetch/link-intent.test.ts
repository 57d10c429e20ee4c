import { watchLinkIntent } from './link-intent';

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.append(Object.assign(document.createElement('span'), { textContent: 'Hotel Sakura Shibuya' }));
  document.body.append(anchor);
  return anchor;
}

describe('watchLinkIntent', () => {
  let intents: string[];
  let stop: () => void;

  beforeEach(() => {
    document.body.innerHTML = '';
    intents = [];
    stop = watchLinkIntent(document, (url) => intents.push(url.pathname + url.search));
  });
  afterEach(() => stop());

  it.each([
    ['the pointer comes over it', (target: Element) => target.dispatchEvent(new Event('pointerover', { bubbles: true }))],
    ['a finger touches it', (target: Element) => target.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['the keyboard focuses it', (target: Element) => target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
  ])('reports a same-site link when %s, from the link or anything inside it', (_, act) => {
    const anchor = link('/hotel/19?checkin=2026-12-01');
    act(anchor.firstElementChild as Element);
    expect(intents).toEqual(['/hotel/19?checkin=2026-12-01']);
  });

  it('reports a link once until another link is pointed at', () => {
    const first = link('/hotel/19');
    const second = link('/hotel/22');
    for (const target of [first, first.firstElementChild as Element, first, second, first]) {
      target.dispatchEvent(new Event('pointerover', { bubbles: true }));
    }
    expect(intents).toEqual(['/hotel/19', '/hotel/22', '/hotel/19']);
  });

  it.each([
    ['another site', 'https://example.com/hotel/19', {}],
    ['a new window', '/full-map/19', { target: '_blank' }],
    ['a download', '/hotel/19', { download: '' }],
  ])('leaves out links to %s', (_, href, attributes) => {
    link(href, attributes).dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(intents).toEqual([]);
  });

  it('ignores what is not a link, and stops when asked', () => {
    document.body.append(document.createElement('button'));
    document.body.lastElementChild?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    stop();
    link('/hotel/19').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(intents).toEqual([]);
  });
});
