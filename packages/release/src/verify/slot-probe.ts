/** What a remote slot shows (packages/ui/src/remote-slot): its module, its loading frame, its fallback panel. */
export type SlotState = 'absent' | 'loading' | 'drawn' | 'fallback';

export interface SlotProbe {
  pathname: string;
  slots: Record<string, SlotState>;
}

/**
 * Runs in the page (page.evaluate), so it names no function inside itself: the TypeScript loader would wrap a
 * named one in a helper the page does not have. "Drawn" follows the slot's own first-frame rule (first-frame.ts):
 * words on screen, or a labelled busy region, or nothing at all; not the slot's own skeleton (the only child,
 * busy, without a word) and not a busy frame without words.
 */
export function probeSlots(ids: string[]): SlotProbe {
  const slots: Record<string, SlotState> = {};
  for (const id of ids) {
    const slot = document.querySelector(`[data-remote-slot="${id}"]`);
    if (!slot) {
      slots[id] = 'absent';
      continue;
    }
    if (slot.querySelector('[aria-labelledby="remote-unavailable-title"]')) {
      slots[id] = 'fallback';
      continue;
    }
    const only = slot.children.length === 1 ? slot.children[0] : null;
    if (only?.getAttribute('role') === 'status' && only.getAttribute('aria-busy') === 'true' && !only.textContent?.trim()) {
      slots[id] = 'loading';
      continue;
    }
    let words = false;
    let busy = false;
    const walker = document.createTreeWalker(slot, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && !words; node = walker.nextNode()) {
      const element = node instanceof Element ? node : node.parentElement;
      if (element?.closest('[data-remote-slot]') !== slot) continue;
      if (node instanceof Element) {
        if (node.getAttribute('aria-label')?.trim() || node.hasAttribute('aria-labelledby')) words = true;
        if (node.getAttribute('aria-busy') === 'true') busy = true;
      } else if (node.textContent?.trim()) words = true;
    }
    slots[id] = busy && !words ? 'loading' : 'drawn';
  }
  return { pathname: window.location.pathname, slots };
}
