const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML content or a quoted attribute. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => entities[char] as string);

/** JSON that cannot end its script element early nor be read as HTML (`</script>`, `<!--`). */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The origin of an absolute URL; null for anything else (a path, an empty setting). */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
