import { $locale } from '@hotel/bus';
import { matchRoute } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { useLocation } from '@hotel/ui/router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { pageTitleOf } from './page-title';

const shareTags = [
  ['property', 'og:title'],
  ['property', 'og:description'],
  ['name', 'description'],
] as const;

function setMeta(attribute: string, name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, name);
    document.head.append(tag);
  }
  tag.setAttribute('content', content);
}

/**
 * The browser tab's title and the share tags of the page on screen, in its language (SPEC 2.5; issue 13:
 * every page was titled 'Hotel'). The hotel page and its map are left to mf-hotel, which names the hotel.
 */
export function useDocumentMeta(): void {
  const { pathname } = useLocation();
  const intl = useIntl();
  const locale = useUnit($locale);
  const message = pageTitleOf(matchRoute(pathname), locale);
  const title = message ? intl.formatMessage({ id: message.id }, message.values) : null;
  const description = intl.formatMessage({ id: 'meta.description' });
  useEffect(() => {
    if (title === null) return;
    document.title = title;
    for (const [attribute, name] of shareTags) setMeta(attribute, name, name === 'og:title' ? title : description);
  }, [title, description]);
}
