import { type RuntimeEnv, type RuntimeRegistry, runtimeElementId } from '@hotel/contracts';
import { escapeHtml, inlineJson, originOf } from '../http/html';
import type { FirstPaint } from './first-paint';
import type { Preload } from './route-preloads';
import { scriptsAfterPaint } from './scripts-after-paint';

function preloadLink({ href, as, crossOrigin, lowPriority }: Preload): string {
  return `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${crossOrigin ? ' crossorigin="anonymous"' : ''}${lowPriority ? ' fetchpriority="low"' : ''}>`;
}

/**
 * Connections the page opens at once, set up while `main.js` loads: the APIs it calls on start (scripts fetch
 * without credentials, a pool of their own) and the content API's pictures (plain image requests, the other pool).
 */
export function preconnects(env: RuntimeEnv): string[] {
  const { booking, content, loyalty } = env.apiBase;
  const calls = [...new Set([booking, content, loyalty].map(originOf).filter((origin): origin is string => origin !== null))];
  const pictures = originOf(content);
  return [
    ...calls.map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin="anonymous">`),
    ...(pictures ? [`<link rel="preconnect" href="${escapeHtml(pictures)}">`] : []),
  ];
}

/**
 * The page the host server sends: the built `index.html` with the live registry and runtime settings inlined
 * (read fresh on every page load, so a release or rollback shows on the next one), preload hints for the
 * remote the route needs, so its files load beside `main.js` instead of after it, and the route's first-paint
 * frame in the visitor's language with its styles, its title and `lang`.
 */
export function pageShell(
  template: string,
  runtime: { env: RuntimeEnv; registry: RuntimeRegistry },
  preloads: Preload[],
  paint?: FirstPaint,
  { scriptsAfterFirstPaint = false }: { scriptsAfterFirstPaint?: boolean } = {},
): string {
  const head = [
    ...(paint?.picture ? [paint.picture] : []),
    ...(paint ? [`<style>${paint.style}</style>`] : []),
    `<script id="${runtimeElementId}" type="application/json">${inlineJson(runtime)}</script>`,
    ...preconnects(runtime.env),
  ].join('');
  // The template's page script, and the preloads beside it, may start after the first paint (scripts-after-paint.ts).
  const mainScript = scriptsAfterFirstPaint ? /<script defer(?:="defer")? src="([^"]+)"><\/script>/.exec(template) : null;
  let page = mainScript ? template.replace(mainScript[0], () => scriptsAfterPaint(mainScript[1] as string, preloads)) : template;
  const headLinks = mainScript ? '' : preloads.map(preloadLink).join('');
  if (paint) {
    page = page.replace(/<html lang="[^"]*"/, `<html lang="${paint.lang}"`).replace('<div id="root"></div>', `<div id="root">${paint.frame}</div>${paint.script}`);
    if (paint.title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(paint.title)}</title>`);
  }
  const at = page.indexOf('</head>');
  return at < 0 ? head + headLinks + page : page.slice(0, at) + head + headLinks + page.slice(at);
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
