import type { BookingWidgetSettings, EngineHotel, KidsTierSettings, SearchBarSettings, TermsSettings } from '@hotel/contracts';
import { unwrap } from '../http/envelope';
import { path } from '../http/path';
import type { BookingContext, HotelRef } from './booking-types';

/** A hotel, its kids tiers and its three settings records (SPEC 7.1). */
export function hotelCalls({ send, share }: BookingContext) {
  const settings = <T>(hotelId: HotelRef, name: string): Promise<T> => {
    const settingsPath = path`hotels/${hotelId}/settings/${name}`;
    return share(settingsPath, async () => unwrap<T>(await send({ method: 'get', path: settingsPath })));
  };
  return {
    hotel: async (hotelId: HotelRef) => unwrap<EngineHotel>(await send({ method: 'get', path: path`hotels/${hotelId}` })),
    /** Not enveloped. */
    tiers: (hotelId: HotelRef) => {
      const tiersPath = path`hotels/${hotelId}/tiers`;
      return share(tiersPath, () => send<KidsTierSettings>({ method: 'get', path: tiersPath }));
    },
    termsSettings: (hotelId: HotelRef) => settings<TermsSettings>(hotelId, 'terms_and_conditions'),
    searchBarSettings: (hotelId: HotelRef) => settings<SearchBarSettings>(hotelId, 'search_bar'),
    bookingWidgetSettings: (hotelId: HotelRef) => settings<BookingWidgetSettings>(hotelId, 'booking_widget'),
  };
}
