import { createHash } from 'node:crypto';
import { firstPaintLeadKey } from '@hotel/contracts';
import type { RouteMatch } from '@hotel/domain';

/**
 * Pages whose largest line is the visitor's own — the stay they picked, their booking's hotel, their name — kept
 * in their browser by the page (`useFirstPaintLead` in @hotel/ui), never known to this server.
 */
export const leadRoutes: ReadonlySet<RouteMatch['id']> = new Set(['summary', 'guestDetail', 'payment', 'confirmation', 'profile']);

/**
 * Runs as the parser reaches it, before any script file has arrived: when the kept line belongs to this address
 * and language, and what it was made from (local storage, cookies) is unchanged, it goes into the frame where the page will show it (a
 * grey block stands for what comes above it), in the page's own font, size and colour. Text only (`textContent`). ES5 and
 * a few hundred bytes, as it blocks the parser; any failure leaves the frame as the server drew it.
 */
const source = `(function(){try{var d=document,s=localStorage,r=JSON.parse(s.getItem(${JSON.stringify(firstPaintLeadKey)})),m=d.querySelector('.fp-m');
if(!r||!m||r.path!==location.pathname||r.locale!==m.getAttribute('data-locale'))return;
var c='; '+d.cookie;function v(k){if(k.indexOf('cookie:'))return s.getItem(k);var n='; '+k.slice(7)+'=',i=c.indexOf(n);return i<0?null:c.slice(i+n.length).split('; ')[0]}
for(var k in r.sources)if(v(k)!==r.sources[k])return;
var p=d.createElement('p'),g=d.createElement('div'),rest=m.lastElementChild,f=r.font,b=m.getBoundingClientRect();
p.className='fp-l';p.style.fontSize=f.size;p.style.fontWeight=f.weight;p.style.lineHeight=f.lineHeight;p.style.color=f.color;p.style.maxWidth=r.width+'px';
p.style.marginLeft=Math.max(0,r.left-b.left-window.scrollX-16)+'px';
r.parts.forEach(function(t){var n=d.createElement(t.strong?'strong':'span');n.textContent=t.text;p.appendChild(n)});
g.className='fp-k';g.style.height=Math.max(0,r.top-b.top-window.scrollY-32)+'px';
m.replaceChildren(g,p);if(rest)m.appendChild(rest)}catch(e){}})()`;

export const firstPaintLeadScript = `<script>${source}</script>`;

/** The script's hash for the Content-Security-Policy, which allows no other inline script. */
export const firstPaintLeadHash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
