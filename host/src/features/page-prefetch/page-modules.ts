import type { ExposedModuleId } from '@hotel/contracts';
import type { RouteId } from '@hotel/domain';

/** The remote module that shows each route (the others are the host's own pages). */
export const pageModules: Partial<Record<RouteId, ExposedModuleId>> = {
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
};

/**
 * Where most visitors go next (SPEC 2: home → results → hotel → booking review): that page's code is loaded
 * once the current page has settled, so the next step does not wait for it.
 */
export const likelyNextPages: Partial<Record<RouteId, ExposedModuleId[]>> = {
  home: ['mf_search/HotelListPage'],
  hotelList: ['mf_hotel/HotelDetailPage'],
  hotelDetail: ['mf_booking/SummaryPage'],
};
