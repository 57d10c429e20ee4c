/**
 * Calls `onIntent` with the address of a same-site link the visitor is about to follow: the mouse comes over
 * it, a finger touches it, or the keyboard focuses it. Links that open another window are left out.
 * Returns a function that stops watching.
 */
export function watchLinkIntent(root: Document, onIntent: (url: URL) => void): () => void {
  let last = '';
  const onEvent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, root.baseURI);
    if (url.origin !== root.location.origin || url.href === last) return;
    last = url.href;
    onIntent(url);
  };
  const options = { capture: true, passive: true };
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of events) root.addEventListener(type, onEvent, options);
  return () => {
    for (const type of events) root.removeEventListener(type, onEvent, options);
  };
}
