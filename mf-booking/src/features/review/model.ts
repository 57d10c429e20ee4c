import { analyticsEvent } from '@hotel/bus';
import { createEvent, createStore, sample } from 'effector';
import { $price, $selection, loadPriceFx } from '../../entities/booking-flow';
import { partyOf } from '../../entities/booking-flow';

/** The review page showed a priced selection. */
export const reviewShown = createEvent();

const $reportedFor = createStore<string | null>(null, { serialize: 'ignore' });

// SPEC 4 analytics: bookingReview once per priced selection, not on every visit back to the page.
const firstReview = sample({
  clock: [reviewShown, loadPriceFx.done],
  source: { selection: $selection, price: $price, reported: $reportedFor },
  filter: ({ selection, price, reported }) => selection !== null && price !== null && reported !== selection.selectedAt,
  fn: ({ selection, price }) => ({ selection: selection!, price: price! }),
});
$reportedFor.on(firstReview, (_, { selection }) => selection.selectedAt);
sample({
  clock: firstReview,
  fn: ({ selection, price }) => ({
    event: 'bookingReview',
    hotelId: selection.hotelId,
    checkIn: selection.checkIn,
    checkOut: selection.checkOut,
    rooms: partyOf(selection).rooms,
    value: price.total_price,
    currency: 'JPY',
  }),
  target: analyticsEvent,
});
