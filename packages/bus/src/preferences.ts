import type { Currency, PageHotel, RecentSearch } from '@hotel/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { readStored, writeStored } from './storage';

export const currencyChanged = createEvent<Currency>();
export const $currency = createStore<Currency>(readStored<Currency>('currency') === 'USD' ? 'USD' : 'JPY').on(
  currencyChanged,
  (_, currency) => currency,
);

const maxRecentSearches = 3;

/** SPEC 9: at most 3 recent searches, newest first, one entry per place. */
export const recentSearchAdded = createEvent<RecentSearch>();
export const $recentSearches = createStore<RecentSearch[]>(readStored<RecentSearch[]>('recent_search') ?? []).on(
  recentSearchAdded,
  (list, search) => [search, ...list.filter((s) => !(s.kind === search.kind && s.id === search.id))].slice(0, maxRecentSearches),
);

/** The hotel the current page is about (set by the hotel page, cleared when it leaves). */
export const pageHotelChanged = createEvent<PageHotel | null>();
export const $pageHotel = createStore<PageHotel | null>(null).on(pageHotelChanged, (_, hotel) => hotel);

const persistFx = createEffect(({ key, value }: { key: string; value: unknown }) => writeStored(key, value));
sample({ clock: $currency.updates, fn: (value) => ({ key: 'currency', value }), target: persistFx });
sample({ clock: $recentSearches.updates, fn: (value) => ({ key: 'recent_search', value }), target: persistFx });
