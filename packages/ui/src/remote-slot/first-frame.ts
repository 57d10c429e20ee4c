/**
 * Whether a slot still shows only a loading frame: an element marked `aria-busy="true"` and not a word of
 * text (the design system's Skeleton, the hotel page's empty boxes drawn while its code and messages arrive).
 * A page that has put words on screen has drawn its first frame, however long its data takes; one that
 * draws nothing (a closed panel) has too. Slots nested inside answer for themselves.
 */
export function showsOnlySkeleton(slot: HTMLElement): boolean {
  const walker = slot.ownerDocument.createTreeWalker(slot, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node instanceof HTMLElement && node.hasAttribute('data-remote-slot') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  let busy = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent?.trim()) return false;
    } else if ((node as Element).getAttribute('aria-busy') === 'true') {
      busy = true;
    }
  }
  return busy;
}
