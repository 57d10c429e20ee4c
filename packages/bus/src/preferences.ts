import type { Currency, PageHotel, RecentSearch } from '@hotel/contracts';
import { createEvent, createStore } from 'effector';
import { persistAfterStart } from './app-started';

export const currencyChanged = createEvent<Currency>();
export const $currency = createStore<Currency>('JPY').on(currencyChanged, (_, currency) => currency);

const maxRecentSearches = 3;

/** SPEC 9: at most 3 recent searches, newest first, one entry per place. */
export const recentSearchAdded = createEvent<RecentSearch>();
export const $recentSearches = createStore<RecentSearch[]>([]).on(recentSearchAdded, (list, search) =>
  [search, ...list.filter((s) => !(s.kind === search.kind && s.id === search.id))].slice(0, maxRecentSearches),
);

/** The hotel the current page is about (set by the hotel page, cleared when it leaves; not kept). */
export const pageHotelChanged = createEvent<PageHotel | null>();
export const $pageHotel = createStore<PageHotel | null>(null).on(pageHotelChanged, (_, hotel) => hotel);

persistAfterStart({ store: $currency, key: 'currency', isValid: (raw): raw is Currency => raw === 'JPY' || raw === 'USD' });
persistAfterStart({ store: $recentSearches, key: 'recent_search', isValid: (raw): raw is RecentSearch[] => Array.isArray(raw) });
