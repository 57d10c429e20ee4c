import type { HotelDetailContent } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { allSettled, fork } from 'effector';
import { loadEngineHotelFx, loadHotelFx, pageOpened } from '../hotel-detail/model';
import { $reviews, $visibleReviews, loadReviewsFx, showMoreClicked } from './model';

const withReviews = (count: number) => ({ hotelID: 13, bookingCode: 'X', name: 'X', phone: '', overview: '', numberOfReviews: count }) as HotelDetailContent;
const answer = (count: number) => ({
  score: 4,
  count,
  breakdown: { cleanliness: 4, service: 4, location: 4.5, rooms: 4, value: 4 },
  reviews: Array.from({ length: count }, (_, i) => ({ id: i, rating: 4, title: `t${i}`, text: '', author: '', traveller_type: 'solo' as const, stayed_on: '2026-05-01', posted_at: '' })),
});

function scopeWith(hotel: HotelDetailContent, loadReviews: jest.Mock) {
  return fork({
    values: [[$locale, 'ko']],
    handlers: [
      [loadHotelFx, jest.fn().mockResolvedValue(hotel)],
      [loadEngineHotelFx, jest.fn().mockResolvedValue(null)],
      [loadReviewsFx, loadReviews],
    ],
  });
}

describe('reviews (SPEC 2.5: only with reviews; SPEC 7.2 hotel reviews)', () => {
  it('asks for the reviews in the page language when the hotel has some', async () => {
    const loadReviews = jest.fn().mockResolvedValue(answer(8));
    const scope = scopeWith(withReviews(8), loadReviews);
    await allSettled(pageOpened, { scope, params: { hotelId: '13' } });
    expect(loadReviews).toHaveBeenCalledWith({ id: 13, locale: 'ko' });
    expect(scope.getState($reviews)?.reviews).toHaveLength(8);
  });

  it('does not ask for a hotel without reviews', async () => {
    const loadReviews = jest.fn();
    const scope = scopeWith(withReviews(0), loadReviews);
    await allSettled(pageOpened, { scope, params: { hotelId: '13' } });
    expect(loadReviews).not.toHaveBeenCalled();
    expect(scope.getState($reviews)).toBeNull();
  });

  it('shows three, then three more on each "show more", up to all of them', async () => {
    const scope = scopeWith(withReviews(8), jest.fn().mockResolvedValue(answer(8)));
    await allSettled(pageOpened, { scope, params: { hotelId: '13' } });
    expect(scope.getState($visibleReviews)).toBe(3);
    await allSettled(showMoreClicked, { scope });
    expect(scope.getState($visibleReviews)).toBe(6);
    await allSettled(showMoreClicked, { scope });
    expect(scope.getState($visibleReviews)).toBe(8);
  });
});
