import type { ContentHotelSummary, HotelDetailContent, Locale } from '@hotel/contracts';
import { prefectures, regions } from '@hotel/domain';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import type { SandboxConfig } from '../config';
import { pick } from '../i18n/locales';
import type { HotelSeed } from '../seed/catalogue-types';
import { presentAddress } from '../booking/present/hotel';
import { imageUrl } from '../booking/present/rates';

const locales: Locale[] = ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'];

export function regionOf(hotel: HotelSeed, locale: Locale): { keyword: string; name: string } {
  const region = regions.find((r) => r.keyword === hotel.regionKeyword);
  if (region) return { keyword: region.keyword, name: region.name[locale] };
  const prefecture = prefectures.find((p) => p.code === hotel.prefectureCode);
  return { keyword: hotel.regionKeyword, name: prefecture?.name[locale] ?? hotel.regionKeyword };
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 100) / 100;
}

export function presentSummary(
  hotel: HotelSeed,
  catalogue: CatalogueIndex,
  config: SandboxConfig,
  locale: Locale,
  from: { lat: number; lng: number } | null = null,
): ContentHotelSummary {
  const prefecture = prefectures.find((p) => p.code === hotel.prefectureCode);
  const reviews = catalogue.reviewStats(hotel.id);
  const amenities = catalogue.amenities.filter((a) => hotel.amenityIds.includes(a.id));
  return {
    hotelID: hotel.id,
    bookingCode: hotel.code,
    name: pick(hotel.name, locale),
    nameInAllLanguage: Object.fromEntries(locales.map((l) => [l, pick(hotel.name, l)])),
    prefecture: { code: hotel.prefectureCode, name: prefecture?.name[locale] ?? '', keyword: prefecture?.keyword ?? '' },
    region: regionOf(hotel, locale),
    city: pick(hotel.city, locale),
    district: pick(hotel.district, locale),
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    featuredImage: imageUrl(config, `hotels/${hotel.id}/1`),
    reviewScore: reviews.score,
    numberOfReviews: reviews.count,
    popularOrder: hotel.popularOrder,
    travelGoalTags: hotel.travelGoalTags,
    amenityTags: amenities.map((a) => ({ id: a.id, type: a.category, text: pick(a.name, locale) })),
    distanceToUser: from ? distanceKm(from, { lat: hotel.latitude, lng: hotel.longitude }) : null,
    undatedSearch: hotel.undatedSearchEnabled,
  };
}

export function presentDetail(hotel: HotelSeed, catalogue: CatalogueIndex, config: SandboxConfig, locale: Locale): HotelDetailContent {
  const here = { lat: hotel.latitude, lng: hotel.longitude };
  return {
    ...presentSummary(hotel, catalogue, config, locale),
    overview: pick(hotel.overview, locale),
    images: hotel.imageCaptions.map((caption, i) => ({
      url: imageUrl(config, `hotels/${hotel.id}/${i + 1}`),
      width: 940,
      height: 580,
      caption: pick(caption, locale),
    })),
    address: presentAddress(hotel, locale),
    phone: hotel.phone,
    email: hotel.email,
    checkin: hotel.checkinTime,
    checkout: hotel.checkoutTime,
    transportations: hotel.transportations.map((t) => ({ type: t.type, text: pick(t.text, locale) })),
    amenities: catalogue.amenities.map((a) => ({ id: a.id, name: pick(a.name, locale), is_active: hotel.amenityIds.includes(a.id) })),
    roomBookingTime: pick(hotel.roomBookingTime, locale),
    roomFacilities: hotel.roomFacilities.map((t) => pick(t, locale)),
    roomServices: hotel.roomServices.map((t) => pick(t, locale)),
    roomRentalEquipment: hotel.roomRentalEquipment.map((t) => pick(t, locale)),
    nearbyHotels: hotel.nearbyHotelIds
      .map((id) => catalogue.hotel(id))
      .filter((h): h is HotelSeed => Boolean(h))
      .map((h) => presentSummary(h, catalogue, config, locale, here)),
    triplabot_code: `bot-${hotel.code.toLowerCase()}`,
  };
}
