import type { KidsTierSettings, SearchBarSettings } from '@hotel/contracts';
import { attachApi } from '@hotel/api';
import { kidsTiersSupported } from '@hotel/domain/search';
import { combine, createEvent, createStore, sample } from 'effector';
import type { PageAddress, Placement } from '../lib/submit';

/** Where the box sits and on which page; fired when it mounts and when its page's path changes. */
export interface BoxMount {
  placement: Placement;
  /** The hotel of a hotel page. */
  hotelId: string | null;
  address: PageAddress;
  /** Today in the visitor's calendar, `YYYY-MM-DD`. */
  today: string;
}

export const boxMounted = createEvent<BoxMount>();
/** The page's address changed (a search pushed to it, a tab chosen). */
export const addressSeen = createEvent<PageAddress>();
/** SPEC 9: phones are below 768 px: one month, full-screen popups. */
export const viewportChanged = createEvent<{ phone: boolean }>();

export const $placement = createStore<Placement>('home').on(boxMounted, (_, mount) => mount.placement);
export const $pageHotelId = createStore<string | null>(null).on(boxMounted, (_, mount) =>
  mount.placement === 'hotelDetail' ? mount.hotelId : null,
);
export const $today = createStore('1970-01-01').on(boxMounted, (_, mount) => mount.today);
export const $address = createStore<PageAddress>({ pathname: '/', search: '' })
  .on(boxMounted, (_, mount) => mount.address)
  .on(addressSeen, (_, address) => address);
export const $isPhone = createStore(false).on(viewportChanged, (_, { phone }) => phone);

export const loadSearchBarFx = attachApi((api, hotelId: string) => api.booking.searchBarSettings(hotelId));
export const loadKidsTiersFx = attachApi((api, hotelId: string) => api.booking.tiers(hotelId));

const $searchBar = createStore<SearchBarSettings | null>(null)
  .on(loadSearchBarFx.doneData, (_, settings) => settings)
  .reset($pageHotelId);
export const $kidsTierSettings = createStore<KidsTierSettings | null>(null)
  .on(loadKidsTiersFx.doneData, (_, settings) => settings)
  .reset($pageHotelId);

sample({
  clock: boxMounted,
  filter: (mount): mount is BoxMount & { hotelId: string } => mount.placement === 'hotelDetail' && mount.hotelId !== null,
  fn: (mount) => mount.hotelId as string,
  target: [loadSearchBarFx, loadKidsTiersFx],
});

/**
 * SPEC 4: day use and undated searches where the hotel offers them. Home and the list search many hotels,
 * so both are offered there and the list shows the hotels that have them.
 */
export const $dayUseAllowed = combine($placement, $searchBar, (placement, bar) =>
  placement === 'hotelDetail' ? Boolean(bar?.day_use) : true,
);
export const $undatedAllowed = combine($placement, $searchBar, (placement, bar) =>
  placement === 'hotelDetail' ? Boolean(bar?.undated_search) : true,
);

/** SPEC 4: kids tiers count only on a hotel page whose hotel accepts kids by tiers. */
export const $tiersSupported = combine($placement, $kidsTierSettings, (placement, settings) =>
  placement === 'hotelDetail' && kidsTiersSupported(settings),
);
export const $kidsTiers = combine($tiersSupported, $kidsTierSettings, (supported, settings) =>
  supported && settings ? settings.kids_tiers : [],
);
