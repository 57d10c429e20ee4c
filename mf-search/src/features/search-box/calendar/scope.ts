import type { BookingData } from '@hotel/contracts';
import type { PlacesData } from '../location/suggestions';
import type { InventoryScope } from './inventory-cache';

/** The brand hotels a place search covers; an unknown or empty place means all of them. */
function placeHotelIds(booking: BookingData, directory: PlacesData): number[] {
  const { searchType, areaKeyword, location } = booking;
  return directory.hotels
    .filter((hotel) => {
      if (searchType === 'area') return hotel.prefecture.keyword === areaKeyword || hotel.region.keyword === areaKeyword;
      if (searchType === 'city') return hotel.city === location;
      return searchType === 'district' && hotel.district === location;
    })
    .map((hotel) => hotel.hotelID);
}

/**
 * Whose calendar to show: the page's hotel (hotel page), the picked hotel, or the hotels of the searched
 * place (brand inventory). Null while the place's hotels are still being looked up.
 */
export function inventoryScope(pageHotelId: string | null, booking: BookingData, directory: PlacesData | null): InventoryScope | null {
  if (pageHotelId) return { kind: 'hotel', hotelId: pageHotelId };
  if (booking.searchType === 'hotel' && booking.hotelID) {
    const id = Number(booking.hotelID);
    return { kind: 'brand', hotelIds: Number.isInteger(id) ? [id] : [] };
  }
  if (booking.searchType === null || booking.location.trim() === '') return { kind: 'brand', hotelIds: [] };
  return directory ? { kind: 'brand', hotelIds: placeHotelIds(booking, directory) } : null;
}
