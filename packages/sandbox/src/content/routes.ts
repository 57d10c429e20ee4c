import type { DictionariesResponse, HotelReview, HotelReviewsResponse, Locale, LocalizedText } from '@hotel/contracts';
import { z } from 'zod';
import { issueToken } from '../auth/tokens';
import { roundToHalf } from '../catalogue/catalogue-index';
import type { SandboxDeps } from '../deps';
import { HttpError } from '../http/http-error';
import type { RequestContext } from '../http/request-context';
import { normalizeLocale, pick } from '../i18n/locales';
import { areasFor, matchingHotels } from './areas';
import { requireSiteToken } from './guards';
import { distanceKm, presentDetail, presentSummary } from './present-hotel';

const language = z.string().min(2).max(10).transform((value) => normalizeLocale(value, 'ja'));

/** GET api/core/CoreAuthentication/GenerateToken: credentials in headers (host server only). */
export async function generateToken(ctx: RequestContext, deps: SandboxDeps) {
  const user = deps.config.contentUser;
  if (ctx.header('username') !== user.username || ctx.header('password') !== user.password || ctx.header('audience') !== user.audience) {
    throw new HttpError(401, { succeeded: false, message: 'Invalid user name, password or audience', errors: [] });
  }
  const token = await issueToken(deps.db, 'site_token', deps.config.ttl.siteToken, { prefix: 'st_' });
  return { body: { token: token.token, expired: token.expiresAt } };
}

const hotelsAndAreasBody = z.object({
  lang: language,
  keyword: z.string().max(100).optional().default(''),
  isClearCache: z.boolean().optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  radius: z.number().positive().max(20_000).optional(),
});

/** POST api/v2/hotels-and-areas: hotels and areas matching a keyword, or near a point. */
export async function hotelsAndAreas(ctx: RequestContext, deps: SandboxDeps) {
  await requireSiteToken(ctx, deps);
  const body = ctx.json(hotelsAndAreasBody);
  const from = body.latitude !== undefined && body.longitude !== undefined ? { lat: body.latitude, lng: body.longitude } : null;
  let hotels = matchingHotels(deps.catalogue.hotels, body.keyword);
  let summaries = hotels.map((hotel) => presentSummary(hotel, deps.catalogue, deps.config, body.lang, from));
  if (from) {
    summaries = summaries
      .filter((s) => body.radius === undefined || (s.distanceToUser ?? Infinity) <= body.radius)
      .sort((a, b) => (a.distanceToUser ?? 0) - (b.distanceToUser ?? 0));
    hotels = summaries.map((s) => deps.catalogue.hotel(s.hotelID)!);
  }
  return { body: { data: { areas: areasFor(hotels, from ? '' : body.keyword, body.lang), hotels: summaries } } };
}

const detailBody = z.object({
  TargetLanguage: language,
  HotelID: z.number().int().positive(),
  IsClearCache: z.boolean().optional(),
  fullLang: z.boolean().optional(),
});

export async function hotelDetail(ctx: RequestContext, deps: SandboxDeps) {
  await requireSiteToken(ctx, deps);
  const body = ctx.json(detailBody);
  const hotel = deps.catalogue.hotel(body.HotelID);
  if (!hotel) throw ctx.errors.notFound(ctx.locale);
  return { body: { data: presentDetail(hotel, deps.catalogue, deps.config, body.TargetLanguage) } };
}

interface ReviewRow {
  id: number;
  rating: number;
  title: LocalizedText;
  body: LocalizedText;
  author: string;
  traveller_type: HotelReview['traveller_type'];
  scores: Record<string, number>;
  stayed_on: string;
  posted_at: Date;
}

const categories = ['cleanliness', 'service', 'location', 'rooms', 'value'] as const;

export async function hotelReviews(ctx: RequestContext, deps: SandboxDeps) {
  await requireSiteToken(ctx, deps);
  const body = ctx.json(z.object({ hotelID: z.number().int().positive(), countryCode: z.string().max(5).optional(), TargetLanguage: language }));
  if (!deps.catalogue.hotel(body.hotelID)) throw ctx.errors.notFound(ctx.locale);
  const rows = await deps.db.query<ReviewRow>('SELECT * FROM reviews WHERE hotel_id = $1 ORDER BY posted_at DESC', [body.hotelID]);
  const mean = (pick_: (row: ReviewRow) => number) => (rows.length ? rows.reduce((s, r) => s + pick_(r), 0) / rows.length : 0);
  const data: HotelReviewsResponse['data'] = {
    score: rows.length ? roundToHalf(mean((r) => r.rating)) : null,
    count: rows.length,
    breakdown: Object.fromEntries(categories.map((c) => [c, roundToHalf(mean((r) => r.scores[c] ?? 0))])) as HotelReviewsResponse['data']['breakdown'],
    reviews: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      title: pick(row.title, body.TargetLanguage),
      text: pick(row.body, body.TargetLanguage),
      author: row.author,
      traveller_type: row.traveller_type,
      stayed_on: row.stayed_on,
      posted_at: new Date(row.posted_at).toISOString(),
    })),
  };
  return { body: { data } };
}

const tripTypes: Array<{ id: string; name: LocalizedText }> = [
  { id: 'business', name: { ja: 'ビジネス', en: 'Business', ko: '비즈니스', 'zh-CN': '商务', 'zh-TW': '商務' } },
  { id: 'couple', name: { ja: 'カップル', en: 'Couples', ko: '커플', 'zh-CN': '情侣', 'zh-TW': '情侶' } },
  { id: 'family', name: { ja: 'ファミリー', en: 'Families', ko: '가족', 'zh-CN': '家庭', 'zh-TW': '家庭' } },
  { id: 'friends', name: { ja: '友人同士', en: 'Friends', ko: '친구', 'zh-CN': '朋友', 'zh-TW': '朋友' } },
  { id: 'solo', name: { ja: 'ひとり旅', en: 'Solo', ko: '혼자 여행', 'zh-CN': '独自旅行', 'zh-TW': '獨自旅行' } },
];
const mealTypes: Array<{ id: string; name: LocalizedText }> = [
  { id: 'room_only', name: { ja: '素泊まり', en: 'Room only', ko: '객실만', 'zh-CN': '仅住宿', 'zh-TW': '純住宿' } },
  { id: 'breakfast', name: { ja: '朝食付き', en: 'Breakfast included', ko: '조식 포함', 'zh-CN': '含早餐', 'zh-TW': '含早餐' } },
  { id: 'two_meals', name: { ja: '2食付き', en: 'Breakfast and dinner', ko: '조식·석식 포함', 'zh-CN': '含早晚餐', 'zh-TW': '含早晚餐' } },
];
const popularFilters: Array<{ id: string; name: LocalizedText }> = [
  { id: 'onsen', name: { ja: '温泉', en: 'Hot spring', ko: '온천', 'zh-CN': '温泉', 'zh-TW': '溫泉' } },
  { id: 'parking', name: { ja: '駐車場', en: 'Parking', ko: '주차장', 'zh-CN': '停车场', 'zh-TW': '停車場' } },
  { id: 'breakfast', name: { ja: '朝食', en: 'Breakfast', ko: '조식', 'zh-CN': '早餐', 'zh-TW': '早餐' } },
  { id: 'near_station', name: { ja: '駅近', en: 'Near a station', ko: '역 근처', 'zh-CN': '近车站', 'zh-TW': '近車站' } },
  { id: 'free_wifi', name: { ja: '無料Wi-Fi', en: 'Free Wi-Fi', ko: '무료 Wi-Fi', 'zh-CN': '免费Wi-Fi', 'zh-TW': '免費Wi-Fi' } },
];

export async function dictionaries(ctx: RequestContext, deps: SandboxDeps) {
  await requireSiteToken(ctx, deps);
  const { lang } = ctx.json(z.object({ lang: language }));
  const named = (items: Array<{ id: string; name: LocalizedText }>, locale: Locale) => items.map((i) => ({ id: i.id, name: pick(i.name, locale) }));
  const data: DictionariesResponse['data'] = {
    amenities: deps.catalogue.amenities.map((a) => ({ id: a.id, name: pick(a.name, lang), icon: a.icon, category: a.category })),
    tripTypes: named(tripTypes, lang),
    mealTypes: named(mealTypes, lang),
    popularFilters: named(popularFilters, lang),
  };
  return { body: { data } };
}

/** GET api/v2/current-location: the visitor's country by IP; the sandbox says Tokyo, unless told otherwise. */
export async function currentLocation(ctx: RequestContext, deps: SandboxDeps) {
  await requireSiteToken(ctx, deps);
  const country = (ctx.header('x-sandbox-country') ?? 'JP').toUpperCase().slice(0, 2);
  return { body: { data: { countryCode: country, latitude: 35.6812, longitude: 139.7671 } } };
}

export async function nearbyHotels(ctx: RequestContext, deps: SandboxDeps) {
  await requireSiteToken(ctx, deps);
  const body = ctx.json(
    z.object({ lat: z.number().min(-90).max(90), long: z.number().min(-180).max(180), lang: language, radius: z.number().positive().max(20_000).optional(), limit: z.number().int().min(1).max(81).optional() }),
  );
  const from = { lat: body.lat, lng: body.long };
  const data = deps.catalogue.hotels
    .map((hotel) => ({ hotel, km: distanceKm(from, { lat: hotel.latitude, lng: hotel.longitude }) }))
    .filter((entry) => body.radius === undefined || entry.km <= body.radius)
    .sort((a, b) => a.km - b.km)
    .slice(0, body.limit ?? 81)
    .map((entry) => presentSummary(entry.hotel, deps.catalogue, deps.config, body.lang, from));
  return { body: { data } };
}
