export type { Locale, LocalizedText } from './locale';
export type { RuntimeEnv, RemoteName, RegistryRemote, RegistryPreview, RuntimeRegistry } from './runtime';
export { runtimeElementId } from './runtime';
export { cookieSource, firstPaintLeadKey } from './first-paint';
export type { FirstPaintLead, FirstPaintLeadPart } from './first-paint';
export type { SlotLoadReport, SlotFailureKind } from './slot-report';
export type { BookingData, RoomEntry, ChildEntry, SearchType, SelectedRoom, RoomSelection } from './booking';
export type { User, Currency, RecentSearch, PageHotel, MemberTokens, LoyaltyTokens } from './user';
export type {
  PageProps,
  SearchBoxProps,
  HotelListPageProps,
  ProfileSection,
  ProfileAreaProps,
  AuthPanelsProps,
  AuthPanel,
  ExposedModules,
  ExposedModuleId,
  PagePrefetch,
} from './exposed';
export type * from './api/index';
