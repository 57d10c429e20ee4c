import type { ExposedModuleId } from '@hotel/contracts';
import type { RouteId } from '@hotel/domain';
import { pageModules } from './page-modules';

/**
 * Where most visitors go next (SPEC 2: home → results → hotel → booking review): that page's code is loaded
 * once the current page has settled, so the next step does not wait for it.
 */
export const likelyNextPages: Partial<Record<RouteId, ExposedModuleId[]>> = {
  home: [pageModules.hotelList],
  hotelList: [pageModules.hotelDetail],
  hotelDetail: [pageModules.summary],
};
