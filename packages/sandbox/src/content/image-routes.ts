import type { Locale } from '@hotel/contracts';
import type { SandboxDeps } from '../deps';
import type { RequestContext } from '../http/request-context';
import { normalizeLocale, pick } from '../i18n/locales';
import { extraImageSvg, hotelImageSvg, planImageSvg, roomImageSvg } from '../seed/images/index';
import { fullWidth, pictureFormatOf, pictureOf, pictureTypes, thumbWidth } from './pictures';

/** Images never change for a given path, so browsers may keep them for a day. */
const cacheForADay = { 'Cache-Control': 'public, max-age=86400' };

function svg(text: string) {
  return { text, contentType: 'image/svg+xml; charset=utf-8', headers: cacheForADay };
}

/** `{n}.png`, 1-based, at most `count`. */
function imageIndex(ctx: RequestContext, count: number): number {
  const match = /^(\d+)\.png$/.exec(String(ctx.params.n));
  const n = match ? Number(match[1]) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > count) throw ctx.errors.notFound(ctx.locale);
  return n - 1;
}

function langOf(ctx: RequestContext): Locale {
  return normalizeLocale(ctx.query.get('lang'), 'ja');
}

/** A picture at `size` (full or `thumb`) in `format` (PNG, or `webp`); the path keeps its `.png` either way. */
async function picture(ctx: RequestContext, draw: () => string) {
  const width = ctx.query.get('size') === 'thumb' ? thumbWidth : fullWidth;
  const format = pictureFormatOf(ctx.query.get('format'));
  return { bytes: await pictureOf(ctx.pathname, draw, width, format), contentType: pictureTypes[format], headers: cacheForADay };
}

export function hotelImage(ctx: RequestContext, deps: SandboxDeps) {
  const hotel = deps.catalogue.hotel(Number(ctx.params.hotelId));
  if (!hotel) throw ctx.errors.notFound(ctx.locale);
  const index = imageIndex(ctx, hotel.imageCaptions.length);
  return picture(ctx, () => hotelImageSvg(hotel, index));
}

export function roomImage(ctx: RequestContext, deps: SandboxDeps) {
  const hotel = deps.catalogue.hotel(Number(ctx.params.hotelId));
  const room = hotel && deps.catalogue.roomType(hotel.id, ctx.params.code ?? '');
  if (!hotel || !room) throw ctx.errors.notFound(ctx.locale);
  const index = imageIndex(ctx, room.pictureCount);
  return picture(ctx, () => roomImageSvg(hotel, room, index));
}

export function planImage(ctx: RequestContext, deps: SandboxDeps) {
  const hotel = deps.catalogue.hotel(Number(ctx.params.hotelId));
  const plan = hotel && deps.catalogue.plan(hotel.id, ctx.params.code ?? '');
  if (!hotel || !plan) throw ctx.errors.notFound(ctx.locale);
  const index = imageIndex(ctx, plan.pictureCount);
  return picture(ctx, () => planImageSvg(hotel, plan, index));
}

export function extraImage(ctx: RequestContext, deps: SandboxDeps) {
  const extra = deps.catalogue.hotels.flatMap((h) => deps.catalogue.extras(h.id)).find((e) => e.id === Number(ctx.params.extraId));
  if (!extra) throw ctx.errors.notFound(ctx.locale);
  const index = imageIndex(ctx, extra.imageCount);
  return picture(ctx, () => extraImageSvg(extra, index));
}

const rankColours: Record<string, [string, string]> = { silver: ['#c9ced6', '#8a929e'], gold: ['#f3d37a', '#b8862b'] };

export function rankImage(ctx: RequestContext) {
  const rank = String(ctx.params.rank).replace(/\.svg$/, '');
  const colours = rankColours[rank];
  if (!colours) throw ctx.errors.notFound(ctx.locale);
  return svg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs><circle cx="48" cy="48" r="44" fill="url(#g)"/><text x="48" y="56" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${rank.toUpperCase()}</text></svg>`,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The page a plan's cancellation_policy_link opens. */
export function policyPage(ctx: RequestContext, deps: SandboxDeps) {
  const hotel = deps.catalogue.hotel(Number(ctx.params.hotelId));
  const plan = hotel && deps.catalogue.plan(hotel.id, ctx.params.code ?? '');
  const policy = plan && deps.catalogue.policy(plan.cancellationPolicyId);
  if (!hotel || !plan || !policy) throw ctx.errors.notFound(ctx.locale);
  const locale = langOf(ctx);
  const rows = policy.rules.map((rule) => `<tr><td>${rule.daysBefore}</td><td>${rule.percent}%</td></tr>`).join('');
  const html = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(pick(plan.name, locale))}</title><body style="font-family:sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem"><h1>${escapeHtml(pick(hotel.name, locale))}</h1><h2>${escapeHtml(pick(plan.name, locale))}</h2><p>${escapeHtml(pick(policy.description, locale))}</p><table><tbody>${rows}</tbody></table></body></html>`;
  return { text: html, contentType: 'text/html; charset=utf-8' };
}
