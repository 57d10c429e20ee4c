/** The weight an Accept header gives a media type, through exact, `type/*` and `*\/*` entries. */
function weightOf(accept: string, mediaType: string): number {
  const [type] = mediaType.split('/');
  let best = { specificity: -1, q: 0 };
  for (const entry of accept.split(',')) {
    const [range = '', ...params] = entry.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const specificity = range === mediaType ? 2 : range === `${type}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (specificity > best.specificity && Number.isFinite(q)) best = { specificity, q };
  }
  return best.q;
}

/** True when a browser asks for a page (it lists text/html above JSON); fetch's default `*\/*` gets JSON. */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const html = weightOf(accept, 'text/html');
  return html > 0 && html > weightOf(accept, 'application/json');
}
