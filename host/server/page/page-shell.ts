import { type RuntimeEnv, type RuntimeRegistry, runtimeElementId } from '@hotel/contracts';
import type { Preload } from './route-preloads';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that cannot end its script element early nor be read as HTML (`</script>`, `<!--`). */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function preloadLink({ href, as, crossOrigin }: Preload): string {
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${crossOrigin ? ' crossorigin="anonymous"' : ''}>`;
}

/**
 * The page the host server sends: the built `index.html` with the live registry and runtime settings inlined
 * (read fresh on every page load, so a release or rollback shows on the next one) and preload hints for the
 * remote the route needs, so its files load beside `main.js` instead of after it.
 */
export function pageShell(template: string, runtime: { env: RuntimeEnv; registry: RuntimeRegistry }, preloads: Preload[]): string {
  const head = [
    `<script id="${runtimeElementId}" type="application/json">${inlineJson(runtime)}</script>`,
    ...preloads.map(preloadLink),
  ].join('');
  const at = template.indexOf('</head>');
  return at < 0 ? head + template : template.slice(0, at) + head + template.slice(at);
}
