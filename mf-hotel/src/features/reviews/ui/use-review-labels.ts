import type { HotelReview, HotelReviewsResponse } from '@hotel/contracts';
import { useIntl } from 'react-intl';

type Category = keyof HotelReviewsResponse['data']['breakdown'];

/** The category and traveller-type names in the page language. */
export function useReviewLabels() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const categories: Array<[Category, string]> = [
    ['cleanliness', text('hotel.detail.reviews.cleanliness')],
    ['service', text('hotel.detail.reviews.service')],
    ['location', text('hotel.detail.reviews.location')],
    ['rooms', text('hotel.detail.reviews.rooms')],
    ['value', text('hotel.detail.reviews.value')],
  ];
  const traveller: Record<HotelReview['traveller_type'], string> = {
    business: text('hotel.detail.reviews.business'),
    couple: text('hotel.detail.reviews.couple'),
    family: text('hotel.detail.reviews.family'),
    friends: text('hotel.detail.reviews.friends'),
    solo: text('hotel.detail.reviews.solo'),
  };
  return { categories, traveller, breakdown: text('hotel.detail.reviews.breakdown') };
}
