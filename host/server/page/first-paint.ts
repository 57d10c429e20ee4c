import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@hotel/contracts';
import { localizedPath, type RouteMatch } from '@hotel/domain';
import { showsHeader } from '../../src/app/headerless-routes';
import { pageTitleOf } from '../../src/features/page-meta/page-title';
import { escapeHtml } from '../http/html';
import { contentImageSrcSet, contentImageUrl, galleryImageSizes, listCardImageSizes } from '@hotel/ui/media';
import type { HotelHero, ListLead } from './content-lookups';
import { firstPaintLeadScript, leadRoutes } from './first-paint-lead';

/**
 * Issue 15 "paint before JavaScript": the page's frame, drawn by the browser from the HTML alone — the header
 * with the brand and main links, and the shape of the route's page (the search box, cards, a hotel's name and
 * first picture) — in the visitor's language with its own inline styles, since the site's styles arrive with its
 * scripts. React replaces it wholesale on its first render (`createRoot`), so nothing in it moves the page
 * later: a shift is counted only for elements that stay.
 */
export interface FirstPaint {
  lang: string;
  title: string | null;
  frame: string;
  style: string;
  /** What runs right after the frame: on pages that keep their largest line in the browser, the script drawing it. */
  script: string;
  /** The frame's picture, its largest element, asked for first of all (before the route's scripts and styles). */
  picture: string;
}

type HostMessages = Record<string, string>;

const catalogues = new Map<Locale, HostMessages>();

/** The host's own catalogue, the same file its bundle is built from. */
function hostMessages(locale: Locale): HostMessages {
  let messages = catalogues.get(locale);
  if (!messages) {
    messages = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../src/lang/${locale}.json`), 'utf8')) as HostMessages;
    catalogues.set(locale, messages);
  }
  return messages;
}


/** `{name}` placeholders filled, as the catalogue's simple titles need (no plurals or selects in them). */
function fill(message: string, values: Record<string, string> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

const htmlLang: Record<Locale, string> = { ja: 'ja', en: 'en', ko: 'ko', 'zh-CN': 'zh-Hans', 'zh-TW': 'zh-Hant' };

/**
 * The page's shape under the header: `search` is the search box's room (the same heights as @hotel/ui
 * SearchBoxSpace), `cards` a grid of hotel cards as the list lays them out, numbers grey blocks of that many px.
 */
const shapes: Partial<Record<RouteMatch['id'], Array<number | 'search' | 'cards'>>> = {
  home: ['search', 172],
  hotelList: ['search', 40, 'cards'],
  hotelDetail: ['search'],
  summary: [40, 28, 300],
  guestDetail: [40, 28, 300],
  payment: [40, 28, 300],
  confirmation: [32, 220, 220],
  cancel: [32, 360],
  profile: [32, 320],
  memberConfirmation: [32, 220],
};

/** What the server looked up for the frame (content-lookups.ts); each is null when it was not at hand in time. */
export interface FrameContent {
  hero?: HotelHero | null;
  listLead?: ListLead | null;
}

/**
 * A content picture's `src`, `srcset` and `sizes` as HTML attributes; `prefix` is `image` for its preload
 * (`imagesrcset`, `imagesizes`), so the preload and the picture name the same files.
 */
function pictureAttributes(url: string, sizes: string, prefix: '' | 'image'): string {
  const source = prefix ? 'href' : 'src';
  const srcSet = contentImageSrcSet(url);
  const set = srcSet ? ` ${prefix}srcset="${escapeHtml(srcSet)}" ${prefix}sizes="${sizes}"` : '';
  return `${source}="${escapeHtml(contentImageUrl(url))}"${set}`;
}

/**
 * The list's first card with its banner, the same file the card takes (`srcset`, `sizes`), so the picture the
 * visitor sees first is on its way with the HTML and the card finds it cached.
 */
function leadCard(lead: ListLead): string {
  const image = `<img class="fp-ci" ${pictureAttributes(lead.image, listCardImageSizes, '')} width="940" height="580" alt="" fetchpriority="high">`;
  return `<div class="fp-k fp-c fp-lc">${image}<div class="fp-cn">${escapeHtml(lead.name)}</div></div>`;
}

function block(shape: number | 'search' | 'cards', content: FrameContent): string {
  if (shape === 'search') return '<div class="fp-k fp-s"></div>';
  if (shape === 'cards') {
    const skeletons = '<div class="fp-k fp-c"></div>'.repeat(content.listLead ? 7 : 8);
    return `<div class="fp-g">${content.listLead ? leadCard(content.listLead) : ''}${skeletons}</div>`;
  }
  return `<div class="fp-k" style="height:${shape}px"></div>`;
}

/** The list's heading is its title without the brand ("Hotels in Tokyo | Hotel Sakura"), as mf-search words it. */
function listHeading(title: string): string {
  return `<h1 class="fp-t fp-lt">${escapeHtml(title.split(' | ')[0] ?? title)}</h1>`;
}

function heroHtml(hero: HotelHero): string {
  const image = hero.image
    ? `<img class="fp-i" ${pictureAttributes(hero.image.url, galleryImageSizes, '')} width="${hero.image.width}" height="${hero.image.height}" alt="${escapeHtml(hero.image.caption)}" fetchpriority="high" decoding="async">`
    : '';
  return `<h1 class="fp-t">${escapeHtml(hero.name)}</h1>${image}`;
}

function picturePreload(route: RouteMatch, { hero, listLead }: FrameContent): string {
  if (route.id === 'hotelDetail' && hero?.image) return `<link rel="preload" as="image" ${pictureAttributes(hero.image.url, galleryImageSizes, 'image')} fetchpriority="high">`;
  if (route.id !== 'hotelList' || !listLead) return '';
  return `<link rel="preload" as="image" ${pictureAttributes(listLead.image, listCardImageSizes, 'image')} fetchpriority="high">`;
}

export function firstPaint(route: RouteMatch, content: FrameContent = {}): FirstPaint {
  const hero = content.hero ?? null;
  const messages = hostMessages(route.locale);
  const titleMessage = pageTitleOf(route, route.locale);
  const title = titleMessage && messages[titleMessage.id] ? fill(messages[titleMessage.id] as string, titleMessage.values) : hero ? `${hero.name} | ${messages['header.brand'] ?? ''}` : null;
  const to = (target: string) => escapeHtml(localizedPath(target, route.locale));
  const text = (id: string) => escapeHtml(messages[id] ?? '');
  const blocks = (shapes[route.id] ?? [320]).map((shape) => block(shape, content)).join('');
  const lead = route.id === 'hotelDetail' && hero ? heroHtml(hero) : route.id === 'home' ? `<h1 class="fp-h1">${text('home.title')}</h1>` : route.id === 'hotelList' && title ? listHeading(title) : '';
  const header = [
    `<header class="fp-h"><a class="fp-b" href="${to('/')}" tabindex="-1">${text('header.brand')}</a>`,
    `<nav class="fp-n"><a href="${to('/hotels')}" tabindex="-1">${text('header.findHotel')}</a><a href="${to('/cancel')}" tabindex="-1">${text('header.myReservations')}</a></nav></header>`,
  ];
  const frame = [
    '<div class="fp" aria-hidden="true">',
    // The booking steps draw no header (SPEC 2.6): their frame has none either, or it would vanish with the script.
    ...(showsHeader(route.id) ? header : []),
    `<div class="fp-m${route.id === 'home' || route.id === 'hotelList' ? ' fp-page' : ''}" data-locale="${route.locale}">${lead}${blocks}</div>`,
    '</div>',
  ].join('');
  return { lang: htmlLang[route.locale], title, frame, style: firstPaintStyle, script: leadRoutes.has(route.id) ? firstPaintLeadScript : '', picture: picturePreload(route, content) };
}

/** The frame's styles and the body's, the same as the site's tokens (tokens.css), so nothing moves when those load. */
const firstPaintStyle = [
  '*,*::before,*::after{box-sizing:border-box}',
  "body{margin:0;font-family:system-ui,-apple-system,'Hiragino Sans','Noto Sans JP','Noto Sans KR','Noto Sans SC',sans-serif;color:#1f2328;background:#fff;line-height:1.5}",
  '.fp-h{display:flex;align-items:center;gap:12px 16px;min-height:64px;padding:8px 16px;border-bottom:1px solid #d0d7de}',
  '.fp-b{font-weight:700;font-size:1.125rem;color:#8a1c2b;text-decoration:none;white-space:nowrap}',
  '.fp-n{display:flex;gap:8px 16px}.fp-n a{color:#1f2328;text-decoration:none}',
  '.fp-m{max-width:1200px;margin:0 auto;padding:16px}',
  '.fp-t{margin:0 0 8px;font-size:1.5rem;line-height:1.3}',
  '.fp-i{display:block;width:100%;max-width:580px;height:auto;aspect-ratio:940/580;object-fit:cover;border-radius:8px;margin-bottom:16px;background:#f6f4f1}',
  '.fp-k{margin-bottom:16px;border-radius:8px;background:#f6f4f1}',
  // The page's kept line (first-paint-lead.ts), at the font size the page measured.
  '.fp-l{margin:0 0 16px}',
  // Headings as the pages draw them: home (host/src/pages/pages.module.css), the list (@hotel/ui PageFrame).
  '.fp-page{padding:24px 16px}.fp-h1{margin:0 0 16px;font-size:clamp(1.25rem,4vw,2rem);line-height:1.5}.fp-lt{margin-bottom:16px;line-height:1.5}',
  '.fp-s{height:336px}',
  '.fp-g{display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:24px}.fp-c{margin:0;height:320px}',
  // The first card as the list draws it (mf-search hotel-card.module.css): a bordered box, the banner on top.
  '.fp-lc{overflow:hidden;border:1px solid #d0d7de;background:#fff}.fp-ci{display:block;width:100%;height:auto;aspect-ratio:940/580;object-fit:cover;background:#f6f4f1}',
  '.fp-cn{padding:4px 16px;font-weight:700;font-size:1.0625rem;line-height:1.35;min-height:44px;display:flex;align-items:center}',
  '@media (min-width:480px) and (max-width:767.98px){.fp-s{height:272px}}',
  '@media (min-width:768px) and (max-width:1023.98px){.fp-s{height:280px}}',
  '@media (min-width:1024px){.fp-s{height:88px}}',
  '@media (max-width:767.98px){.fp-h{justify-content:center}.fp-n{display:none}.fp-g{grid-template-columns:minmax(0,1fr);gap:16px}}',
].join('');
