import type { BookingData } from '@hotel/contracts';
import { addDays, toIsoDate } from './dates';

/** SPEC 4: with no usable dates, a search is for 7 and 8 days from now; SPEC 3: one room, 1 adult. */
export function createDefaultBooking(today: Date): BookingData {
  const checkIn = addDays(toIsoDate(today), 7);
  return {
    location: '',
    searchType: null,
    hotelID: null,
    areaKeyword: null,
    checkIn,
    checkOut: addDays(checkIn, 1),
    checkOutBeforeDayUse: null,
    nights: 1,
    promoCode: '',
    promoCodeExist: false,
    isDayUse: false,
    isUndated: false,
    isIncludingOccupied: false,
    type: 'rooms',
    roomTypeCodes: [],
    roomPlanCodes: [],
    roomList: [{ id: 1, adults: 1, children: [] }],
  };
}
