import type { PointBalance, Reservation } from '@hotel/contracts';
import { attachApi } from '@hotel/api';
import { $env } from '@hotel/bus';
import { createEvent, createStore, sample } from 'effector';
import { type RewardTable, rewardTables } from './lib';

export interface Rewards {
  balance: PointBalance;
  tables: RewardTable[];
}

export const myRewardsOpened = createEvent();
export const myRewardsClosed = createEvent();
export const retryRequested = createEvent();

/**
 * The engine's point history (bearer, renewed by the client) rather than the loyalty transactions, whose
 * `cap_authorization` token lapses after an hour and cannot be renewed without the password. The bookings
 * only add nights and cost to the rows: without them the history still shows.
 */
export const loadRewardsFx = attachApi(async (api, hotelId: number): Promise<Rewards> => {
  const stays = api.booking.userReservations().catch((): Reservation[] => []);
  const [balance, history] = await Promise.all([api.booking.points(hotelId), api.booking.pointHistories(hotelId)]);
  return { balance, tables: rewardTables(history, await stays) };
});

export const $rewards = createStore<Rewards | null>(null)
  .on(loadRewardsFx.doneData, (_, rewards) => rewards)
  .reset(myRewardsClosed);
export const $loadFailed = createStore(false)
  .on(loadRewardsFx.fail, () => true)
  .reset(loadRewardsFx, myRewardsClosed);

const $memberHotelId = $env.map((env) => env?.globalHotelId ?? null);

sample({
  clock: [myRewardsOpened, retryRequested],
  source: $memberHotelId,
  filter: (hotelId): hotelId is number => hotelId !== null,
  target: loadRewardsFx,
});
