import type { ContentHotelSummary } from '@hotel/contracts';
import { attachApi } from '@hotel/api';
import type { GeoPoint } from '@hotel/domain/search';
import { $booking, $locale, $recentSearches } from '@hotel/bus';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { Destination } from '../lib/destination';
import { $openPopup, popupOpened } from '../popups/model';
import { currentPosition, type NearMeState, nearMeOffered, nearMeRadiusKm } from './near-me';
import {
  emptyFieldSuggestions,
  flatOptions,
  movedHighlight,
  nearestHotels,
  type PlacesData,
  type SuggestionOption,
  typedSuggestions,
} from './suggestions';

/** SPEC 9: typing is debounced 500 ms. */
export const typingDebounceMs = 500;

export const locationFocused = createEvent();
export const locationTyped = createEvent<string>();
export const highlightMoved = createEvent<'next' | 'previous'>();
export const optionHovered = createEvent<number>();
/** Enter in the field: picks the highlighted option, if any. */
export const highlightChosen = createEvent();
export const optionChosen = createEvent<SuggestionOption>();
/** A place was picked; the box model decides where it leads. */
export const destinationPicked = createEvent<Destination>();
export const nearMeRequested = createEvent();
/** The field's words for a near-me search, in the page's language (the view knows them). */
export const nearMeLabelKnown = createEvent<string>();
/** The page's URL is a near-me list around this point, or is not (null). */
export const nearMePointRead = createEvent<GeoPoint | null>();

export const waitTypingFx = createEffect(
  (seq: number) => new Promise<number>((resolve) => setTimeout(() => resolve(seq), typingDebounceMs)),
);
export const loadPlacesFx = attachApi((api, keyword: string) => api.content.hotelsAndAreas({ keyword }));
export const loadDirectoryFx = attachApi((api, _: void) => api.content.hotelsAndAreas({}));
export const loadCountryFx = attachApi(async (api, _: void) => (await api.content.currentLocation()).countryCode);
export const locateFx = createEffect(currentPosition);
export const loadNearbyFx = attachApi(
  async (api, point: { latitude: number; longitude: number }): Promise<ContentHotelSummary[]> =>
    (await api.content.hotelsAndAreas({ ...point, radius: nearMeRadiusKm })).hotels,
);
/** SPEC 4, 8: a failed location only goes to the console, as a warning (a journey has no console errors). */
export const warnFx = createEffect((message: string) => console.warn(message));

/** What the field shows: the picked place's name, or what the visitor is typing. */
export const $typed = createStore('').on(locationTyped, (_, text) => text);
sample({ clock: $booking.map((booking) => booking.location).updates, target: $typed });

/**
 * Issue 13: near-me chosen (and located) is the search's destination, as a picked place is; typing or picking
 * another place leaves it.
 */
export const $nearMePoint = createStore<GeoPoint | null>(null)
  .on(nearMePointRead, (_, point) => point)
  .reset(locationTyped, destinationPicked);
const $nearMeLabel = createStore('').on(nearMeLabelKnown, (_, label) => label);
/** What the field shows. */
export const $fieldText = combine($typed, $nearMePoint, $nearMeLabel, (typed, point, label) => (point ? label : typed));

const $typingSeq = createStore(0).on(locationTyped, (seq) => seq + 1);
const $keyword = combine($typed, $nearMePoint, (text, point) => (point ? '' : text.trim()));

sample({ clock: $typingSeq.updates, target: waitTypingFx });
sample({
  clock: waitTypingFx.doneData,
  source: { seq: $typingSeq, keyword: $keyword },
  filter: ({ seq, keyword }, done) => seq === done && keyword !== '',
  fn: ({ keyword }) => keyword,
  target: loadPlacesFx,
});

/** The answer for a keyword; an answer to an older keyword is dropped when it arrives late. */
const $places = createStore<{ keyword: string; data: PlacesData } | null>(null)
  .on(loadPlacesFx.done, (_, { params, result }) => ({ keyword: params, data: result }))
  .reset($locale);

export const $directory = createStore<PlacesData | null>(null)
  .on(loadDirectoryFx.doneData, (_, data) => data)
  .reset($locale);

const locationOpened = sample({ clock: popupOpened, filter: (id) => id === 'location' });

sample({
  clock: [locationFocused, locationOpened],
  source: { directory: $directory, pending: loadDirectoryFx.pending },
  filter: ({ directory, pending }) => directory === null && !pending,
  target: loadDirectoryFx,
});

export const $nearMe = createStore<NearMeState>('unknown')
  .on(loadCountryFx.doneData, (_, country) => (nearMeOffered(country) ? 'offered' : 'notOffered'))
  .on(loadCountryFx.fail, () => 'notOffered')
  .on(locateFx, () => 'locating')
  .on(loadNearbyFx.done, () => 'offered')
  .on([locateFx.fail, loadNearbyFx.fail], () => 'failed');

const $nearby = createStore<ContentHotelSummary[] | null>(null).on(loadNearbyFx.doneData, (_, hotels) => nearestHotels(hotels));

sample({ clock: locationFocused, source: $nearMe, filter: (state) => state === 'unknown', target: loadCountryFx });
sample({ clock: nearMeRequested, source: $nearMe, filter: (state) => state === 'offered', target: locateFx });
sample({ clock: locateFx.doneData, target: [loadNearbyFx, nearMePointRead] });
sample({ clock: [locateFx.fail, loadNearbyFx.fail], fn: () => 'Fetch location fail', target: warnFx });

/** Still waiting for the answer to what was typed (debounce or request). */
export const $searching = combine($keyword, $places, (keyword, places) => keyword !== '' && places?.keyword !== keyword);

export const $groups = combine(
  { keyword: $keyword, places: $places, recent: $recentSearches, nearMe: $nearMe, nearby: $nearby, directory: $directory },
  ({ keyword, places, recent, nearMe, nearby, directory }) => {
    if (keyword !== '') return places?.keyword === keyword ? typedSuggestions(places.data, keyword) : [];
    const offered = nearMe === 'offered' || nearMe === 'locating';
    return emptyFieldSuggestions(recent, { offered, nearby }, directory);
  },
);

export const $options = $groups.map(flatOptions);

export const $highlight = createStore(-1)
  .on(optionHovered, (_, index) => index)
  .reset($options, locationTyped, $openPopup);

sample({
  clock: highlightMoved,
  source: { current: $highlight, options: $options },
  fn: ({ current, options }, direction) => movedHighlight(current, options.length, direction),
  target: $highlight,
});

sample({
  clock: highlightChosen,
  source: { options: $options, highlight: $highlight },
  filter: ({ options, highlight }) => options[highlight] !== undefined,
  fn: ({ options, highlight }) => options[highlight] as SuggestionOption,
  target: optionChosen,
});

sample({ clock: optionChosen, filter: (option) => option.kind === 'nearMe', target: nearMeRequested });
sample({
  clock: optionChosen,
  filter: (option): option is Exclude<SuggestionOption, { kind: 'nearMe' }> => option.kind !== 'nearMe',
  fn: (option) => (option as Exclude<SuggestionOption, { kind: 'nearMe' }>).destination,
  target: destinationPicked,
});
