import type { ExposedModuleId } from '@hotel/contracts';

/**
 * Where the release check (verify/) opens each exposed module before a release goes live: a page of the site
 * that shows it, for a visitor past the gate, signed out, in Japanese (no prefix). Typed by the contract, so a
 * new exposed module cannot be released before it has one. Hotel 12 is one of the sandbox's hotels.
 * The funnel pages and the member area send a signed-out visitor home after they rendered (SPEC 2.6, 4): the
 * check counts that as rendered.
 */
export const smokeRoutes: Record<ExposedModuleId, string> = {
  'mf_search/SearchBox': '/',
  'mf_search/HotelListPage': '/hotels',
  'mf_hotel/HotelDetailPage': '/hotel/12',
  'mf_hotel/FullMapPage': '/full-map/12',
  'mf_booking/SummaryPage': '/summary',
  'mf_booking/GuestDetailPage': '/guest-detail',
  'mf_booking/PaymentPage': '/payment',
  'mf_booking/ConfirmationPage': '/confirm-booking/R100',
  'mf_booking/CancelPage': '/cancel',
  'mf_member/AuthPanels': '/login',
  'mf_member/MemberBanner': '/',
  'mf_member/ProfileArea': '/my-profile',
  'mf_member/MemberConfirmationPage': '/member-confirmation',
};

export function smokeRouteOf(id: string): string | null {
  return (smokeRoutes as Record<string, string>)[id] ?? null;
}
