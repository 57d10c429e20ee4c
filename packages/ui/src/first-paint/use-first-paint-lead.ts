import { whenIdle } from '@hotel/api';
import { $locale, writeStored } from '@hotel/bus';
import { type FirstPaintLead, type FirstPaintLeadPart, firstPaintLeadKey, type Locale } from '@hotel/contracts';
import { useUnit } from 'effector-react';
import { type RefObject, useEffect } from 'react';

/** Its text, with `<strong>` runs kept apart so the frame can draw them bold too. */
function partsOf(element: HTMLElement): FirstPaintLeadPart[] {
  const parts: FirstPaintLeadPart[] = [];
  for (const node of element.childNodes) {
    const text = node.textContent ?? '';
    if (!text) continue;
    parts.push(node instanceof HTMLElement && node.tagName === 'STRONG' ? { text, strong: true } : { text });
  }
  return parts;
}

/** A source's value as the frame's script reads it: a cookie's as it is in `document.cookie`, else local storage's. */
function rawSource(key: string): string | null {
  try {
    if (key.startsWith('cookie:')) {
      const name = `${key.slice('cookie:'.length)}=`;
      const found = document.cookie.split('; ').find((part) => part.startsWith(name));
      return found === undefined ? null : found.slice(name.length);
    }
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function firstPaintLeadOf(element: HTMLElement, locale: Locale, sources: readonly string[]): FirstPaintLead {
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  return {
    path: window.location.pathname,
    locale,
    parts: partsOf(element),
    font: { size: style.fontSize, weight: style.fontWeight, lineHeight: style.lineHeight, color: style.color },
    width: Math.round(box.width),
    top: Math.round(box.top + window.scrollY),
    left: Math.round(box.left + window.scrollX),
    sources: Object.fromEntries(sources.map((key) => [key, rawSource(key)])),
  };
}

/**
 * What the browser would count of it for the largest contentful paint on a load at the top of the page: its
 * text's box (narrower than the element when the text is short), within the first screen.
 */
function paintedArea(element: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  // jsdom measures no ranges.
  const box = typeof range.getBoundingClientRect === 'function' ? range.getBoundingClientRect() : element.getBoundingClientRect();
  const top = box.top + window.scrollY;
  const width = Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0));
  const height = Math.max(0, Math.min(top + box.height, window.innerHeight) - Math.max(top, 0));
  return width * height;
}

/** The line kept on this page view: a page may offer several, and which is largest depends on the language. */
let kept: { path: string; element: HTMLElement; area: number } | null = null;

function keep(element: HTMLElement, locale: Locale, sources: readonly string[]): void {
  const path = window.location.pathname;
  const area = paintedArea(element);
  if (kept && kept.path === path && kept.element !== element && kept.element.isConnected && kept.area > area) return;
  kept = { path, element, area };
  writeStored(firstPaintLeadKey, firstPaintLeadOf(element, locale, sources));
}

/**
 * Keeps the page's largest line for the next load's first paint (see `firstPaintLeadKey`); where a page offers
 * several, the one with the largest text on the first screen. `content` says what
 * the line shows (null while it is not there yet), so it is kept again when that or the language changes; `sources` are the
 * local-storage keys the line is made from. Measured when the browser is idle, never during a render.
 */
export function useFirstPaintLead(ref: RefObject<HTMLElement | null>, content: string | null, sources: readonly string[] = []): void {
  const locale = useUnit($locale);
  const sourceList = sources.join('\n');
  useEffect(() => {
    if (content === null) return;
    return whenIdle(() => {
      const element = ref.current;
      if (element) keep(element, locale, sourceList ? sourceList.split('\n') : []);
    }, 2_000);
  }, [ref, content, locale, sourceList]);
}
