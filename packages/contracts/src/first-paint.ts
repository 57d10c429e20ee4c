import type { Locale } from './locale';

/**
 * Issue 15 "paint before JavaScript" on pages whose words the server cannot know — the stay a visitor picked
 * (kept in their browser), their booking, their member card. The page keeps the text of its largest line under
 * this local-storage key as it shows it; on the next load of the same address, a small script in the host's HTML
 * draws it into the first-paint frame (host/server/page/first-paint-lead.ts), so the visitor reads it before any
 * JavaScript file has arrived.
 */
export const firstPaintLeadKey = 'first_paint_lead';

export interface FirstPaintLeadPart {
  text: string;
  strong?: boolean;
}

export interface FirstPaintLead {
  /** `location.pathname` of the page that showed it. */
  path: string;
  /** The page's locale when it was shown: the frame draws it only in the same language. */
  locale: Locale;
  parts: FirstPaintLeadPart[];
  /** The line's computed font and colour, so the frame draws it at the size the page will. */
  font: { size: string; weight: string; lineHeight: string; color: string };
  /** Its width and where it starts on the page, in CSS px. */
  width: number;
  top: number;
  left: number;
  /**
   * What it was made from, as it was then (raw): local-storage keys, and cookies as `cookie:<name>`. If any has
   * changed since, the frame does not draw it.
   */
  sources: Record<string, string | null>;
}

/** A cookie as a source of a kept line (see `FirstPaintLead.sources`). */
export const cookieSource = (name: string): string => `cookie:${name}`;
