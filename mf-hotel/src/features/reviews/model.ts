import type { HotelReviewsResponse } from '@hotel/contracts';
import { attachApi, contentLanguageOf } from '@hotel/api';
import { createEvent, createStore, sample } from 'effector';
import { $hotel, $hotelId, $hotelRequest, type HotelRequest, hotelPageClosed, isSameRequest, keepCurrentAnswers } from '../../entities/hotel';
import { reviewsStep, visibleAfterShowMore } from './lib';

export type HotelReviews = HotelReviewsResponse['data'];

export const showMoreClicked = createEvent();
export const reviewsRetryClicked = createEvent();

export const loadReviewsFx = attachApi((api, { id, locale }: HotelRequest) =>
  api.content.hotelReviews({ hotelID: id, TargetLanguage: contentLanguageOf(locale) }),
);

export const $reviews = createStore<HotelReviews | null>(null).reset(hotelPageClosed);
export const $visibleReviews = createStore(reviewsStep).reset(hotelPageClosed);

// Reviews are asked for only when the hotel has some: a hotel without them has no Reviews tab (SPEC 2.5).
sample({
  clock: $hotel,
  source: $hotelRequest,
  filter: (request, hotel) => request !== null && hotel !== null && hotel.numberOfReviews > 0,
  fn: (request) => request as HotelRequest,
  target: loadReviewsFx,
});

// Another hotel's reviews never show, not even while this hotel's load.
$reviews.reset($hotelId);
keepCurrentAnswers(loadReviewsFx, $reviews);

$visibleReviews.reset(loadReviewsFx.done);

/** The reviews of the hotel shown got no answer or an error: the section says so and offers another try. */
export const $reviewsFailed = createStore(false).reset(hotelPageClosed, $hotelId, loadReviewsFx);
sample({
  clock: loadReviewsFx.fail,
  source: $hotelRequest,
  filter: (current, { params }) => isSameRequest(current, params),
  fn: () => true,
  target: $reviewsFailed,
});
sample({
  clock: reviewsRetryClicked,
  source: { request: $hotelRequest, failed: $reviewsFailed },
  filter: ({ request, failed }) => failed && request !== null,
  fn: ({ request }) => request as HotelRequest,
  target: loadReviewsFx,
});

sample({
  clock: showMoreClicked,
  source: { visible: $visibleReviews, reviews: $reviews },
  fn: ({ visible, reviews }) => visibleAfterShowMore(visible, reviews?.reviews.length ?? 0),
  target: $visibleReviews,
});
