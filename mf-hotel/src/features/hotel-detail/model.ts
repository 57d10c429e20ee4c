import { searchChanged } from '@hotel/bus';
import { createStore } from 'effector';

/** How many times the page's search box committed a new search; the room search re-runs on each (issue #6). */
export const $searchRuns = createStore(0).on(searchChanged, (runs) => runs + 1);
