import { createHash } from 'node:crypto';
import { inlineJson } from '../http/html';
import type { Preload } from './route-preloads';

/** The element the loader reads the page's script files from (and the service worker, the files it keeps). */
export const filesElementId = 'hotel-files';
const preloadsPerTask = 6;
/** The longest the scripts wait for the frame's picture: one that is slow or never comes holds them no longer. */
const pictureWaitMs = 1000;

/**
 * Asks for the page's script and style files once its first frame is painted, with its picture when it has one
 * (the list's first card, the hotel's first photo: the frame's `fetchpriority=high` image), not while the parser
 * reads the frame. The frame is whole HTML, and the ~200 KB of script would otherwise share a phone's first round
 * trips with it and its picture; Lighthouse counts every file that started before the largest paint as needed for
 * it (issue 15: the booking pages' largest line, drawn at once, was scored at 2.1-2.4 s; the list's and the hotel
 * page's picture at 2.1-2.3 s in Japanese). The wait ends at the picture's load or error, or after a second.
 * A tab opened in the background or prerendered paints nothing yet: it asks at once. ES5: it runs in every
 * browser. A few preloads a task: starting a request costs the main thread about a millisecond at 4x CPU, and two
 * dozen at once were one of the page's longest tasks.
 */
const source = `(function(){var d=document,f=JSON.parse(d.getElementById(${JSON.stringify(filesElementId)}).textContent),i=0,done=0;
function add(p){var l=d.createElement('link');l.rel='preload';l.href=p.href;l.setAttribute('as',p.as);if(p.crossOrigin)l.crossOrigin='anonymous';if(p.lowPriority)l.setAttribute('fetchpriority','low');d.head.appendChild(l)}
function go(n){for(var end=Math.min(i+n,f.preloads.length);i<end;i++)add(f.preloads[i]);
if(i<f.preloads.length)return setTimeout(function(){go(n)},0);var s=d.createElement('script');s.src=f.main;d.body.appendChild(s)}
function painted(){if(done)return;done=1;requestAnimationFrame(function(){setTimeout(function(){go(${preloadsPerTask})},0)})}
if(d.visibilityState!=='visible'||d.prerendering)return go(1e9);
var picture=d.querySelector('#root img[fetchpriority=high]');if(!picture||picture.complete)return painted();
picture.addEventListener('load',painted);picture.addEventListener('error',painted);setTimeout(painted,${pictureWaitMs})})()`;

/** What stands in the page for `<script defer src="/main.js">`: the files to ask for, and the loader. */
export function scriptsAfterPaint(main: string, preloads: Preload[]): string {
  return `<script id="${filesElementId}" type="application/json">${inlineJson({ main, preloads })}</script><script>${source}</script>`;
}

/** The loader's hash for the Content-Security-Policy, which allows no inline script it does not name. */
export const scriptsAfterPaintHash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
