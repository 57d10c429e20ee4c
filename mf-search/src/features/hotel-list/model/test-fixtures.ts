import type { ContentHotelSummary, HotelPrice } from '@hotel/contracts';

/** A hotel as the content API sends it, for model and component tests. */
export function summary(id: number, fields: Partial<ContentHotelSummary> = {}): ContentHotelSummary {
  return {
    hotelID: id,
    bookingCode: `SKR-${id}`,
    name: `Hotel Sakura ${id}`,
    nameInAllLanguage: {},
    prefecture: { code: 13, name: 'Tokyo', keyword: 'tokyo' },
    region: { keyword: 'kanto', name: 'Kanto' },
    city: 'Shinjuku City',
    district: 'Nishi-Shinjuku',
    latitude: 35.69 + id / 1000,
    longitude: 139.7,
    featuredImage: `http://sandbox.test/content/images/hotels/${id}/1.svg`,
    reviewScore: 4,
    numberOfReviews: 12,
    popularOrder: id,
    travelGoalTags: ['business'],
    amenityTags: [],
    distanceToUser: null,
    undatedSearch: true,
    ...fields,
  };
}

export function price(id: number, lowest: number | null): HotelPrice {
  return { id, code: `SKR-${id}`, lowest_price: lowest, currency: 'JPY', rooms_left: lowest === null ? null : 4 };
}

export const areas = { areas: [] };
