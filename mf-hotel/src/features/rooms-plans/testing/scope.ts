import type { BookingData, KidsTierSettings, RoomSearchPlan, RoomSearchRoom, SearchBarSettings } from '@hotel/contracts';
import { $booking, $locale } from '@hotel/bus';
import { createDefaultBooking } from '@hotel/domain';
import { allSettled, fork, type Scope } from 'effector';
import { loadReservationFx } from '../edit-model';
import type { SearchRequest } from '../lib/address';
import { navigateFx } from '../address-model';
import { addressChanged, loadSearchBarFx, loadTiersFx, type SearchResults, searchRoomsFx, sectionOpened } from '../model';
import { priceSelectionFx } from '../selection-model';
import { plansOf, pricedSelection } from './fixtures';

export const noTiers: KidsTierSettings = { kids_setting: { accept_type: 'accept', kids_type: ['age'] }, kids_tiers: [] };
export const stay = { checkIn: '2030-12-03', checkOut: '2030-12-05', nights: 2 };
export const searchBar: SearchBarSettings = {
  max_rooms: 8,
  max_adults: 10,
  max_children: 10,
  max_child_age: 12,
  undated_search: true,
  day_use: false,
  room_search_filters: ['non_smoking', 'breakfast', 'free_cancellation', 'members_only', 'pay_at_hotel'].map((id) => ({ id, name: id })),
};

export interface ScopeOptions {
  rooms?: RoomSearchRoom[] | ((request: SearchRequest) => RoomSearchRoom[]);
  tiers?: KidsTierSettings;
  booking?: Partial<BookingData>;
  search?: jest.Mock;
  price?: jest.Mock;
  reservation?: jest.Mock;
}

/** A scope of the section's models with the engine calls answered by mocks. */
export function roomsScope(options: ScopeOptions = {}) {
  const roomsOf = (request: SearchRequest) => (typeof options.rooms === 'function' ? options.rooms(request) : (options.rooms ?? []));
  const search =
    options.search ??
    jest.fn(async (request: SearchRequest): Promise<SearchResults> => {
      const rooms = roomsOf(request);
      return { rooms, plans: plansOf(rooms) as RoomSearchPlan[], stay };
    });
  const navigate = jest.fn();
  const price = options.price ?? jest.fn(async () => pricedSelection([{ code: 'DBL', plan: 'ROOM', total: 30_000 }]));
  const reservation = options.reservation ?? jest.fn();
  const scope = fork({
    values: [
      [$locale, 'en'],
      [$booking, { ...createDefaultBooking(new Date(2030, 10, 1)), ...options.booking }],
    ],
    handlers: [
      [searchRoomsFx, search],
      [loadTiersFx, async () => options.tiers ?? noTiers],
      [loadSearchBarFx, async () => searchBar],
      [navigateFx, navigate],
      [priceSelectionFx, price],
      [loadReservationFx, reservation],
    ],
  });
  return { scope, search, navigate, price, reservation };
}

export const hotelPath = '/en/hotel/3';

export function urlOf(params: Record<string, string>): string {
  return `?${new URLSearchParams({ checkIndate: '2030-12-03', checkOutdate: '2030-12-05', ...params }).toString()}`;
}

/** The section opens on a hotel page address, as the view does on mount. */
export async function openAt(scope: Scope, search: string, pathname = hotelPath) {
  await allSettled(sectionOpened, { scope, params: { hotelId: 3, navigate: () => undefined } });
  await allSettled(addressChanged, { scope, params: { pathname, search } });
}

/** The router followed a navigation: the address the model asked for becomes the page's. */
export async function follow(scope: Scope, to: string) {
  const [pathname, search = ''] = to.split('?');
  await allSettled(addressChanged, { scope, params: { pathname: pathname as string, search: search ? `?${search}` : '' } });
}
