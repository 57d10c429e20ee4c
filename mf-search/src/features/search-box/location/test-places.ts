import type { ContentArea, ContentHotelSummary } from '@hotel/contracts';
import type { PlacesData } from './suggestions';

/** Test data in the shape of content.hotelsAndAreas. */
export function hotel(id: number, name: string, extra: Partial<ContentHotelSummary> = {}): ContentHotelSummary {
  return {
    hotelID: id,
    bookingCode: `H${id}`,
    name,
    nameInAllLanguage: {},
    prefecture: { code: 13, name: '東京都', keyword: 'tokyo' },
    region: { keyword: 'kanto', name: '関東' },
    city: '新宿区',
    district: '西新宿',
    latitude: 35.69,
    longitude: 139.69,
    featuredImage: '',
    reviewScore: null,
    numberOfReviews: 0,
    popularOrder: id,
    travelGoalTags: [],
    amenityTags: [],
    distanceToUser: null,
    undatedSearch: false,
    ...extra,
  };
}

export function area(type: ContentArea['type'], name: string, extra: Partial<ContentArea> = {}): ContentArea {
  return { id: `${type}:${name}`, type, name, keyword: null, prefecture: null, hotel_count: 1, ...extra };
}

export const tokyo = area('prefecture', '東京都', { keyword: 'tokyo', hotel_count: 10 });
export const kanto = area('region', '関東', { keyword: 'kanto', hotel_count: 14 });
export const shinjukuCity = area('city', '新宿区', { prefecture: { code: 13, name: '東京都' }, hotel_count: 2 });
export const hokkaido = area('prefecture', '北海道', { keyword: 'hokkaido', hotel_count: 5 });
export const sapporo = area('city', '札幌市中央区', { prefecture: { code: 1, name: '北海道' }, hotel_count: 4 });

export function places(hotelCount: number, areas: ContentArea[] = []): PlacesData {
  return { areas, hotels: Array.from({ length: hotelCount }, (_, i) => hotel(i + 1, `ホテルさくら ${i + 1}`)) };
}
