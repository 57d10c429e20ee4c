import type { RoomRate, RoomSearchPlan, RoomSearchRoom } from '@hotel/contracts';
import { offerMatches, type PriceSpan, type RoomFilters } from './filters';
import { shownPrice } from './offers';

export type RoomSort = 'recommended' | 'price_low_to_high' | 'price_high_to_low';
export const roomSorts: readonly RoomSort[] = ['recommended', 'price_low_to_high', 'price_high_to_low'];
/** SPEC 9: rooms default to price_low_to_high. */
export const defaultRoomSort: RoomSort = 'price_low_to_high';

export interface ListContext {
  filters: RoomFilters;
  sort: RoomSort;
  isMember: boolean;
  span: PriceSpan | null;
}

/** Bookable rates before sold-out ones; then by the price this visitor sees. Recommended keeps the engine's order. */
function compareRates(sort: RoomSort, isMember: boolean) {
  const direction = sort === 'price_high_to_low' ? -1 : 1;
  return (a: RoomRate, b: RoomRate): number => {
    if (a.available !== b.available) return a.available ? -1 : 1;
    return direction * (shownPrice(a, isMember) - shownPrice(b, isMember));
  };
}

/** Sorts the items of each group, then the groups by their first item, so a card leads with its best price. */
function sortGroups<G, I>(groups: G[], items: (group: G) => I[], rateOf: (item: I) => RoomRate, context: ListContext): G[] {
  if (context.sort === 'recommended') return groups;
  const compare = compareRates(context.sort, context.isMember);
  const first = (group: G) => rateOf(items(group)[0] as I);
  return [...groups].sort((a, b) => compare(first(a), first(b)));
}

function sortItems<I>(items: I[], rateOf: (item: I) => RoomRate, context: ListContext): I[] {
  if (context.sort === 'recommended') return items;
  const compare = compareRates(context.sort, context.isMember);
  return [...items].sort((a, b) => compare(rateOf(a), rateOf(b)));
}

/** By room: each room type with the rates that pass the filters, sorted; room types left without rates drop out. */
export function roomsToShow(rooms: readonly RoomSearchRoom[], context: ListContext): RoomSearchRoom[] {
  const { filters, isMember, span } = context;
  const kept = rooms
    .map((room) => {
      const rates = room.rates.filter((rate) => offerMatches({ room, rate }, filters, isMember, span));
      return { ...room, rates: sortItems(rates, (rate) => rate, context) };
    })
    .filter((room) => room.rates.length > 0);
  return sortGroups(kept, (room) => room.rates, (rate) => rate, context);
}

/** By plan: each plan with the room types whose rate passes the filters, sorted likewise. */
export function plansToShow(plans: readonly RoomSearchPlan[], context: ListContext): RoomSearchPlan[] {
  const { filters, isMember, span } = context;
  const kept = plans
    .map((plan) => {
      const rooms = plan.rooms.filter(({ rate, ...room }) => offerMatches({ room, rate }, filters, isMember, span));
      return { ...plan, rooms: sortItems(rooms, (room) => room.rate, context) };
    })
    .filter((plan) => plan.rooms.length > 0);
  return sortGroups(kept, (plan) => plan.rooms, (room) => room.rate, context);
}
