import type { ExposedModuleId } from '@hotel/contracts';
import type { RouteId } from '@hotel/domain';

/** The remote module that shows each route (the others are the host's own pages). */
export const pageModules = {
  hotelList: 'mf_search/HotelListPage',
  hotelDetail: 'mf_hotel/HotelDetailPage',
  fullMap: 'mf_hotel/FullMapPage',
  summary: 'mf_booking/SummaryPage',
  guestDetail: 'mf_booking/GuestDetailPage',
  payment: 'mf_booking/PaymentPage',
  confirmation: 'mf_booking/ConfirmationPage',
  cancel: 'mf_booking/CancelPage',
  profile: 'mf_member/ProfileArea',
  memberConfirmation: 'mf_member/MemberConfirmationPage',
} as const satisfies Partial<Record<RouteId, ExposedModuleId>>;

/** The module of a route, or undefined for the host's own pages. */
export function pageModuleOf(route: RouteId): ExposedModuleId | undefined {
  return (pageModules as Partial<Record<RouteId, ExposedModuleId>>)[route];
}
