import { createHash } from 'node:crypto';
import type { RouteMatch } from '@hotel/domain';
import { inlineJson } from '../http/html';
import type { Preload } from './route-preloads';

/** The element the loader reads the page's script files from. */
const filesElementId = 'hotel-files';
const preloadsPerTask = 6;

/**
 * Asks for the page's script and style files once its first frame is painted (in the task after the frame's
 * animation frame), not while the parser reads the frame: the frame is already whole HTML (its picture is
 * preloaded in the head), and the ~240 KB of script would otherwise share a phone's first round trips with
 * it, and Lighthouse counts every file that arrived before the first paint as needed for it (issue 15: the
 * booking pages' largest line, drawn at once from what the browser kept, was scored at 2.1-2.4 s). A tab
 * opened in the background or prerendered paints nothing yet: it asks at once. ES5: it runs in every browser.
 * A few preloads a task: starting a request costs the main thread about a millisecond at 4x CPU, and two dozen at
 * once were one of the page's longest tasks.
 */
const source = `(function(){var d=document,f=JSON.parse(d.getElementById(${JSON.stringify(filesElementId)}).textContent),i=0;
function add(p){var l=d.createElement('link');l.rel='preload';l.href=p.href;l.setAttribute('as',p.as);if(p.crossOrigin)l.crossOrigin='anonymous';if(p.lowPriority)l.setAttribute('fetchpriority','low');d.head.appendChild(l)}
function go(n){for(var end=Math.min(i+n,f.preloads.length);i<end;i++)add(f.preloads[i]);
if(i<f.preloads.length)return setTimeout(function(){go(n)},0);var s=d.createElement('script');s.src=f.main;d.body.appendChild(s)}
if(d.visibilityState!=='visible'||d.prerendering)go(1e9);else requestAnimationFrame(function(){setTimeout(function(){go(${preloadsPerTask})},0)})})()`;

/**
 * The list and the hotel page ask for theirs at once: their frame is a shape the scripts fill in (cards, rooms,
 * their API calls), so a frame's wait only puts that work later (measured: their blocking time went up by a
 * third, their LCP did not move).
 */
const scriptsAtOnce: ReadonlySet<RouteMatch['id']> = new Set(['hotelList', 'hotelDetail']);

export function scriptsWaitForFirstPaint(route: RouteMatch): boolean {
  return !scriptsAtOnce.has(route.id);
}

/** What stands in the page for `<script defer src="/main.js">`: the files to ask for, and the loader. */
export function scriptsAfterPaint(main: string, preloads: Preload[]): string {
  return `<script id="${filesElementId}" type="application/json">${inlineJson({ main, preloads })}</script><script>${source}</script>`;
}

/** The loader's hash for the Content-Security-Policy, which allows no inline script it does not name. */
export const scriptsAfterPaintHash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
