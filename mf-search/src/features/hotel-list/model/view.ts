import { $locale, $online, analyticsEvent } from '@hotel/bus';
import type { MapView } from '@hotel/ui/maps';
import { createEvent, createStore, sample } from 'effector';
import { $status, listRouteEntered } from './hotels';
import { overlayDismissed } from './filters';

export type ListView = 'list' | 'map';

export const viewChosen = createEvent<ListView>();
export const fullMapToggled = createEvent();
/** The map settled after a move or zoom (SPEC 2.4 "on idle"). */
export const mapSettled = createEvent<MapView>();

export const $view = createStore<ListView>('list');
export const $fullMap = createStore(false);
/** Hotel ids inside the map's visible bounds; null: not filtered by the map. */
export const $boundsIds = createStore<ReadonlySet<number> | null>(null);

// SPEC 2.4: the toggle is ignored while hotels load (and only shown when online).
const viewSwitched = sample({
  clock: viewChosen,
  source: { view: $view, status: $status, online: $online },
  filter: ({ view, status, online }, chosen) => status !== 'loading' && online && chosen !== view,
  fn: (_, chosen) => chosen,
});
$view.on(viewSwitched, (_, view) => view);
// The map, sort and filter overlays are mutually exclusive.
sample({ clock: viewSwitched, target: overlayDismissed });
sample({ clock: viewSwitched, fn: (viewType) => ({ event: 'viewTypeSelection', viewType }), target: analyticsEvent });

// SPEC 4: a language change resets the view to the list; a map needs the network.
$view.reset($locale.updates, $online.updates.filter({ fn: (online) => !online }));
$fullMap.on(fullMapToggled, (full) => !full).reset($view.updates);

$boundsIds
  .on(mapSettled, (_, { markerIdsInside }) => new Set(markerIdsInside.map(Number)))
  .reset($view.updates, listRouteEntered);
