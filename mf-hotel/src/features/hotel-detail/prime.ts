import { matchRoute } from '@hotel/domain';
// Not the entity's index: this runs in the page's small entry, which must not carry the hotel model.
import { parseHotelId } from '../../entities/hotel/lib';
import { primeHotelFx } from '../../entities/hotel/prime';
import { catalogue } from '../../lang/catalogue';

/**
 * Starts the hotel's content and the page's messages before the page renders: when the page's entry module
 * runs on a hotel address, or when the visitor is about to open one (issue 6: name and first photo within
 * 1 s of leaving the list). Any other address is left alone.
 */
export function primeHotelPage(pathname: string): void {
  const route = matchRoute(pathname);
  const id = route?.id === 'hotelDetail' ? parseHotelId(route.params.hotelId) : null;
  if (!route || id === null) return;
  void catalogue(route.locale).catch(() => undefined);
  primeHotelFx({ id, locale: route.locale }).catch(() => undefined);
}
