let pending: Promise<typeof import('./sanitize')> | null = null;

/** DOMPurify, in its own chunk: the overview sits below the gallery, so the first paint does not wait for it. */
export function loadSanitizer(): Promise<typeof import('./sanitize')> {
  pending ??= import(/* webpackChunkName: "overview-sanitizer" */ './sanitize');
  return pending;
}
