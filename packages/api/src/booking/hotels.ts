import type { BookingWidgetSettings, EngineHotel, KidsTierSettings, SearchBarSettings, TermsSettings } from '@hotel/contracts';
import { unwrap } from '../http/envelope';
import { path } from '../http/path';
import type { BookingContext, HotelRef } from './booking-types';

/** A hotel, its kids tiers and its three settings records (SPEC 7.1). */
export function hotelCalls({ send }: BookingContext) {
  const settings = async <T>(hotelId: HotelRef, name: string): Promise<T> =>
    unwrap<T>(await send({ method: 'get', path: path`hotels/${hotelId}/settings/${name}` }));
  return {
    hotel: async (hotelId: HotelRef) => unwrap<EngineHotel>(await send({ method: 'get', path: path`hotels/${hotelId}` })),
    /** Not enveloped. */
    tiers: (hotelId: HotelRef) => send<KidsTierSettings>({ method: 'get', path: path`hotels/${hotelId}/tiers` }),
    termsSettings: (hotelId: HotelRef) => settings<TermsSettings>(hotelId, 'terms_and_conditions'),
    searchBarSettings: (hotelId: HotelRef) => settings<SearchBarSettings>(hotelId, 'search_bar'),
    bookingWidgetSettings: (hotelId: HotelRef) => settings<BookingWidgetSettings>(hotelId, 'booking_widget'),
  };
}
