import { engineErrorCodes } from '@hotel/domain';
import { isStayTooLong, longestStayCheckOut } from '@hotel/domain/search';
import { combine, createEvent, sample } from 'effector';
import { withParams } from './lib/address';
import { $address, $search, $searchFailure, navigationRequested } from './model';

/** The visitor takes the longest stay the engine prices, from the same check-in. */
export const longestStayChosen = createEvent();

/**
 * Issue 13: the engine refused the stay as longer than it prices (its `tooLong`); Retry cannot help, so the
 * page says how long a stay may be and offers the longest one instead of showing the engine's words.
 */
export const $stayTooLong = combine(
  $searchFailure,
  $search,
  (failure, search) => failure !== null && failure.code === engineErrorCodes.invalidParameter && search !== null && isStayTooLong(search),
);

export const $longestCheckOut = $search.map((search) => (search ? longestStayCheckOut(search.checkIn) : null));

sample({
  clock: longestStayChosen,
  source: { address: $address, checkOut: $longestCheckOut },
  filter: ({ checkOut }) => checkOut !== null,
  fn: ({ address, checkOut }) => ({ to: withParams(address, { checkOutdate: checkOut as string }), replace: false }),
  target: navigationRequested,
});
