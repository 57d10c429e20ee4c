/** What a page tells the browser tab and link previews (SPEC 2.5 "page title and share metadata"). */
export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
}

const metaTags = [
  ['property', 'og:title'],
  ['property', 'og:description'],
  ['property', 'og:image'],
  ['name', 'description'],
] as const;

function contentOf(meta: PageMeta, name: (typeof metaTags)[number][1]): string | null {
  if (name === 'og:title') return meta.title;
  if (name === 'og:image') return meta.image;
  return meta.description;
}

/**
 * Sets the title and the share tags; the returned function puts back exactly what was there before (the
 * host's title, its tags or their absence) when the page leaves.
 */
export function applyPageMeta(doc: Document, meta: PageMeta): () => void {
  const previousTitle = doc.title;
  const restores = metaTags.map(([attribute, name]) => {
    const content = contentOf(meta, name);
    let tag = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
    const previous = tag?.getAttribute('content') ?? null;
    const created = !tag;
    if (content === null) {
      tag?.remove();
      return () => tag && !created && doc.head.append(tag);
    }
    if (!tag) {
      tag = doc.createElement('meta');
      tag.setAttribute(attribute, name);
      doc.head.append(tag);
    }
    tag.setAttribute('content', content);
    const own = tag;
    return () => (created ? own.remove() : own.setAttribute('content', previous ?? ''));
  });
  doc.title = meta.title;
  return () => {
    doc.title = previousTitle;
    restores.forEach((restore) => restore());
  };
}

/** Plain text for a description: the (sanitized) overview without its markup, cut at a word near `max` characters. */
export function plainSummary(html: string, max = 160): string {
  const text = html
    .replace(/<\/?(?:p|br|li|ul|ol|h\d|div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
