/** Props of every module a remote exposes; the host renders them through one typed loader. */

export interface PageProps {
  /** Route parameters, e.g. `{ hotelId: '12' }`. */
  params: Readonly<Record<string, string | undefined>>;
}

export interface HotelListPageProps extends PageProps {
  /** Area keyword of `/hotels-{keyword}`, already capitalised; null for `/hotels` and `/hotels-list`. */
  keyword: string | null;
}

export type ProfileSection = 'my-card' | 'my-profile' | 'my-booking' | 'my-rewards' | 'change-password';

export interface ProfileAreaProps extends PageProps {
  section: ProfileSection;
}

export type AuthPanel = 'login' | 'signup' | 'resetPassword';

export interface AuthPanelsProps {
  /** Which panel the route asks for; null leaves the panels closed until the bus opens one. */
  initialPanel: AuthPanel | null;
  /** The token of a password-reset link (SPEC 2.2: it opens the login panel on its reset step). */
  resetPasswordToken?: string | null;
}

export interface SearchBoxProps {
  /** Where the box sits: home navigates to results, the hotel page re-runs its own room search. */
  placement: 'home' | 'hotelList' | 'hotelDetail';
}

export interface ExposedModules {
  'mf_search/SearchBox': SearchBoxProps;
  'mf_search/HotelListPage': HotelListPageProps;
  'mf_hotel/HotelDetailPage': PageProps;
  'mf_hotel/FullMapPage': PageProps;
  'mf_booking/SummaryPage': PageProps;
  'mf_booking/GuestDetailPage': PageProps;
  'mf_booking/PaymentPage': PageProps;
  'mf_booking/ConfirmationPage': PageProps;
  'mf_booking/CancelPage': PageProps;
  'mf_member/AuthPanels': AuthPanelsProps;
  'mf_member/MemberBanner': Record<string, never>;
  'mf_member/ProfileArea': ProfileAreaProps;
  'mf_member/MemberConfirmationPage': PageProps;
}

export type ExposedModuleId = keyof ExposedModules;

/**
 * A page module may also export `prefetch`: the host calls it when a visitor shows they are about to open one
 * of the module's addresses (pointer over a link, a touch, keyboard focus), so the page can start fetching
 * what it shows first. It must be cheap, idempotent and never throw.
 */
export type PagePrefetch = (url: URL) => void;
