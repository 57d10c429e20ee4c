import type { HotelDetailContent } from '@hotel/contracts';
import { $api } from '@hotel/api';
import { $locale } from '@hotel/bus';
import { allSettled, fork } from 'effector';
import { hotelPageOpened } from '../../entities/hotel';
import { asClient } from '../../entities/hotel/testing/hotel-api';
import { $reviews, $reviewsFailed, $visibleReviews, reviewsRetryClicked, showMoreClicked } from './model';

const withReviews = (count: number) => ({ hotelID: 13, bookingCode: 'X', name: 'X', phone: '', overview: '', numberOfReviews: count }) as HotelDetailContent;
const answer = (count: number) => ({
  score: 4,
  count,
  breakdown: { cleanliness: 4, service: 4, location: 4.5, rooms: 4, value: 4 },
  reviews: Array.from({ length: count }, (_, i) => ({ id: i, rating: 4, title: `t${i}`, text: '', author: '', traveller_type: 'solo' as const, stayed_on: '2026-05-01', posted_at: '' })),
});

function scopeWith(hotel: HotelDetailContent, hotelReviews: jest.Mock) {
  const api = asClient({ content: { hotelDetail: jest.fn().mockResolvedValue(hotel), hotelReviews }, booking: { hotel: jest.fn().mockResolvedValue(null) } });
  return fork({ values: [[$locale, 'ko'], [$api, api]] });
}

describe('reviews (SPEC 2.5: only with reviews; SPEC 7.2 hotel reviews)', () => {
  it('asks for the reviews in the page language when the hotel has some', async () => {
    const hotelReviews = jest.fn().mockResolvedValue(answer(8));
    const scope = scopeWith(withReviews(8), hotelReviews);
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '13' } });
    expect(hotelReviews).toHaveBeenCalledWith({ hotelID: 13, TargetLanguage: 'ko-KR' });
    expect(scope.getState($reviews)?.reviews).toHaveLength(8);
  });

  it('says when they failed, and Try again asks once more, for the same hotel and language', async () => {
    const hotelReviews = jest.fn().mockRejectedValueOnce(new Error('no answer')).mockResolvedValueOnce(answer(4));
    const scope = scopeWith(withReviews(4), hotelReviews);
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '13' } });
    expect([scope.getState($reviews), scope.getState($reviewsFailed)]).toEqual([null, true]);
    await allSettled(reviewsRetryClicked, { scope });
    expect(hotelReviews).toHaveBeenLastCalledWith({ hotelID: 13, TargetLanguage: 'ko-KR' });
    expect([scope.getState($reviews)?.reviews.length, scope.getState($reviewsFailed)]).toEqual([4, false]);
    await allSettled(reviewsRetryClicked, { scope });
    expect(hotelReviews).toHaveBeenCalledTimes(2);
  });

  it('does not ask for a hotel without reviews', async () => {
    const hotelReviews = jest.fn();
    const scope = scopeWith(withReviews(0), hotelReviews);
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '13' } });
    expect(hotelReviews).not.toHaveBeenCalled();
    expect(scope.getState($reviews)).toBeNull();
  });

  it('shows three, then three more on each "show more", up to all of them', async () => {
    const scope = scopeWith(withReviews(8), jest.fn().mockResolvedValue(answer(8)));
    await allSettled(hotelPageOpened, { scope, params: { hotelId: '13' } });
    expect(scope.getState($visibleReviews)).toBe(3);
    await allSettled(showMoreClicked, { scope });
    expect(scope.getState($visibleReviews)).toBe(6);
    await allSettled(showMoreClicked, { scope });
    expect(scope.getState($visibleReviews)).toBe(8);
  });
});
