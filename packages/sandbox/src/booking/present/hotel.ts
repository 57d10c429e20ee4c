import type { EngineHotel, KidsTierSettings, Locale } from '@hotel/contracts';
import { prefectures } from '@hotel/domain';
import { pick } from '../../i18n/locales';
import type { HotelSeed } from '../../seed/catalogue-types';

export const maxRoomsPerBooking = 8;

export function prefectureName(code: number, locale: Locale): string {
  const prefecture = prefectures.find((p) => p.code === code);
  return prefecture ? prefecture.name[locale] : '';
}

/** Japanese addresses run from prefecture to street; other languages the other way round. */
export function fullAddress(hotel: HotelSeed, locale: Locale): string {
  const parts = [prefectureName(hotel.prefectureCode, locale), pick(hotel.city, locale), pick(hotel.district, locale), pick(hotel.street, locale)];
  if (locale === 'ja' || locale === 'zh-CN' || locale === 'zh-TW') return `〒${hotel.postCode} ${parts.join('')}`;
  if (locale === 'ko') return `${parts.join(' ')} (${hotel.postCode})`;
  return `${[...parts].reverse().join(', ')} ${hotel.postCode}, Japan`;
}

export function presentAddress(hotel: HotelSeed, locale: Locale): EngineHotel['address'] {
  return {
    full_address: fullAddress(hotel, locale),
    post_code: hotel.postCode,
    state: prefectureName(hotel.prefectureCode, locale),
    city: pick(hotel.city, locale),
    address_line_1: `${pick(hotel.district, locale)} ${pick(hotel.street, locale)}`.trim(),
    country: locale === 'ja' ? '日本' : locale === 'ko' ? '일본' : locale === 'en' ? 'Japan' : '日本',
    country_code: 'JP',
  };
}

export function presentEngineHotel(hotel: HotelSeed, brandId: number, locale: Locale): EngineHotel {
  return {
    id: hotel.id,
    code: hotel.code,
    brand_id: brandId,
    name: pick(hotel.name, locale),
    prefecture_code: hotel.prefectureCode,
    address: presentAddress(hotel, locale),
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    phone: hotel.phone,
    email: hotel.email,
    checkin_time: hotel.checkinTime,
    checkout_time: hotel.checkoutTime,
    currency: 'JPY',
    triplabot_code: `bot-${hotel.code.toLowerCase()}`,
    is_booking_widget_active: true,
    site_controller_config: { released: true },
    day_use_enabled: hotel.dayUseEnabled,
    undated_search_enabled: hotel.undatedSearchEnabled,
    kids_tiers_enabled: Boolean(hotel.kidsTiers?.length),
    max_rooms_per_booking: maxRoomsPerBooking,
  };
}

/** SPEC 4: kids tiers are supported only when the hotel accepts kids and its kids type includes tiers. */
export function presentKidsTiers(hotel: HotelSeed, locale: Locale): KidsTierSettings {
  const tiers = hotel.kidsTiers ?? [];
  return {
    kids_setting: { accept_type: 'accept', kids_type: tiers.length ? ['tiers'] : ['age'] },
    kids_tiers: tiers.map((tier) => ({
      code: tier.code,
      name: pick(tier.name, locale),
      min_age: tier.minAge,
      max_age: tier.maxAge,
      bedding: tier.bedding,
    })),
  };
}
