import type { HotelDetailContent, HotelPrice, HotelReviewsResponse } from '@hotel/contracts';

/** Hotel 13 of the sandbox, as the content API describes it in English (trimmed). */
export function mito(overrides: Partial<HotelDetailContent> = {}): HotelDetailContent {
  return {
    hotelID: 13,
    bookingCode: 'SKR-IBR-01',
    name: 'Hotel Sakura Mito',
    nameInAllLanguage: {},
    prefecture: { code: 8, name: 'Ibaraki', keyword: 'ibaraki' },
    region: { keyword: 'kanto', name: 'Kanto' },
    city: 'Mito City',
    district: 'Miyamachi',
    latitude: 36.371,
    longitude: 140.476,
    featuredImage: 'https://img.example/13/1.svg',
    reviewScore: 4,
    numberOfReviews: 4,
    popularOrder: 1,
    travelGoalTags: [],
    amenityTags: [],
    distanceToUser: null,
    undatedSearch: true,
    overview:
      '<p>Three minutes from <a href="https://www.mito.example/">JR Mito</a>.</p><script>window.hacked = true</script><p onclick="steal()">Clean rooms.</p>',
    images: [
      { url: 'https://img.example/13/1.svg', width: 940, height: 580, caption: 'Exterior' },
      { url: 'https://img.example/13/2.svg', width: 940, height: 580, caption: 'Lobby' },
      { url: 'https://img.example/13/3.svg', width: 940, height: 580, caption: 'Twin room' },
    ],
    address: {
      full_address: '1-2-4, Miyamachi, Mito City, Ibaraki 310-0015, Japan',
      post_code: '310-0015',
      state: 'Ibaraki',
      city: 'Mito City',
      address_line_1: 'Miyamachi 1-2-4',
      country: 'Japan',
      country_code: 'JP',
    },
    phone: '029-286-8110',
    email: 'mito@hotel-sakura.example,events.mito@hotel-sakura.example',
    checkin: '14:00',
    checkout: '10:00',
    transportations: [{ type: 'train', text: "3 minutes' walk from JR Mito Station" }],
    amenities: [
      { id: 1, name: 'Free Wi-Fi', is_active: true },
      { id: 29, name: 'Swimming pool', is_active: false },
    ],
    roomBookingTime: 'Check-in 14:00–24:00, check-out by 10:00.',
    roomFacilities: ['Hair dryer'],
    roomServices: ['Wake-up call'],
    roomRentalEquipment: ['Umbrella'],
    nearbyHotels: [],
    triplabot_code: 'bot-skr-ibr-01',
    ...overrides,
  };
}

export const mitoPrice: HotelPrice = { id: 13, code: 'SKR-IBR-01', lowest_price: 6248, currency: 'JPY', rooms_left: 6 };

export function mitoReviews(count = 4): HotelReviewsResponse['data'] {
  return {
    score: 4,
    count,
    breakdown: { cleanliness: 4, service: 4, location: 4.5, rooms: 4, value: 3.5 },
    reviews: Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      rating: i % 2 ? 4.5 : 4,
      title: `Review ${i + 1}`,
      text: 'The room was spotless.',
      author: 'Aiko F.',
      traveller_type: 'couple' as const,
      stayed_on: '2026-05-10',
      posted_at: '2026-05-13T00:00:00Z',
    })),
  };
}
