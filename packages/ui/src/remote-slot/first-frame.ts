/**
 * Whether a slot still shows only a loading frame: boxes marked `aria-busy="true"` with not a word in them, as
 * text or as a label (the hotel page's empty frame, drawn while its code and messages arrive). A page that has
 * put words on screen has drawn its first frame, however long its data takes, and so has one that announces
 * what it waits for (a labelled Skeleton: "checking your session") or that draws nothing (a closed panel).
 * Slots nested inside answer for themselves.
 */
export function showsOnlySkeleton(slot: HTMLElement): boolean {
  const walker = slot.ownerDocument.createTreeWalker(slot, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node instanceof HTMLElement && node.hasAttribute('data-remote-slot') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  let busy = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent?.trim()) return false;
      continue;
    }
    const element = node as Element;
    if (element.getAttribute('aria-label')?.trim() || element.hasAttribute('aria-labelledby')) return false;
    if (element.getAttribute('aria-busy') === 'true') busy = true;
  }
  return busy;
}
