import type { HotelReviewsResponse } from '@hotel/contracts';
import { contentLanguageOf, currentApi } from '@hotel/api';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { $hotel, $hotelId, $request, type HotelRequest, pageClosed } from '../hotel-detail/model';
import { reviewsStep, visibleAfterShowMore } from './lib';

export type HotelReviews = HotelReviewsResponse['data'];

export const showMoreClicked = createEvent();

export const loadReviewsFx = createEffect(({ id, locale }: HotelRequest) =>
  currentApi().content.hotelReviews({ hotelID: id, TargetLanguage: contentLanguageOf(locale) }),
);

export const $reviews = createStore<HotelReviews | null>(null).reset(pageClosed);
export const $visibleReviews = createStore(reviewsStep).reset(pageClosed);

// Reviews are asked for only when the hotel has some: a hotel without them has no Reviews tab (SPEC 2.5).
sample({
  clock: $hotel,
  source: $request,
  filter: (request, hotel) => request !== null && hotel !== null && hotel.numberOfReviews > 0,
  fn: (request) => request as HotelRequest,
  target: loadReviewsFx,
});

// Another hotel's reviews never show, not even while this hotel's load.
$reviews.reset($hotelId);
sample({
  clock: loadReviewsFx.done,
  source: $request,
  filter: (current, { params }) => current?.id === params.id && current.locale === params.locale,
  fn: (_, { result }) => result,
  target: $reviews,
});

$visibleReviews.reset(loadReviewsFx.done);

sample({
  clock: showMoreClicked,
  source: { visible: $visibleReviews, reviews: $reviews },
  fn: ({ visible, reviews }) => visibleAfterShowMore(visible, reviews?.reviews.length ?? 0),
  target: $visibleReviews,
});
