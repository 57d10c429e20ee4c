import { sanitizeOverview } from './sanitize';

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizeOverview(html);
  return root;
}

describe('overview sanitizer (issue 6: the content API HTML is sanitized before rendering)', () => {
  it('keeps the overview markup the content team uses', () => {
    const html = '<p>Three <strong>minutes</strong> from <em>JR Mito</em>.</p><h3>Highlights</h3><ul><li>Bath</li></ul>';
    expect(sanitizeOverview(html)).toBe(html);
  });

  it('removes scripts, iframes, styles and forms with their content', () => {
    const root = parse('<p>Hi</p><script>alert(1)</script><iframe src="https://evil.example"></iframe><style>p{}</style><form><input></form>');
    expect(root.querySelector('script, iframe, style, form, input')).toBeNull();
    expect(root.textContent).toBe('Hi');
  });

  it('removes every event handler and style attribute', () => {
    const root = parse('<p onclick="steal()" style="color:red" class="x" id="y">Hi</p><img src=x onerror="steal()">');
    expect(root.innerHTML).toBe('<p>Hi</p>');
  });

  it('drops javascript: and data: links but keeps their text', () => {
    const root = parse('<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="JaVaScRiPt:alert(1)">c</a>');
    expect(root.querySelectorAll('a[href]')).toHaveLength(0);
    expect(root.textContent).toBe('abc');
  });

  it('opens links in a new tab without giving that tab the page', () => {
    const link = parse('<a href="https://www.mito-kanko.example/" target="_self" rel="opener">Mito tourism</a>').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.mito-kanko.example/');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps mail and phone links', () => {
    const root = parse('<a href="mailto:mito@hotel-sakura.example">mail</a><a href="tel:+81292868110">call</a>');
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['mailto:mito@hotel-sakura.example', 'tel:+81292868110']);
  });

  it('unwraps tags outside the allowlist, keeping their text (headings the page already uses, tables, divs)', () => {
    expect(sanitizeOverview('<h1>Big</h1><div><span>Text</span></div><svg><a href="javascript:x">s</a></svg>')).toBe('BigText');
  });
});
