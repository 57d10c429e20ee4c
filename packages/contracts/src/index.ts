export type { Locale, LocalizedText } from './locale';
export type { RuntimeEnv, RemoteName, RegistryRemote, RuntimeRegistry } from './runtime';
export type { BookingData, RoomEntry, ChildEntry, SearchType } from './booking';
export type { User } from './user';
export type {
  PageProps,
  SearchBoxProps,
  HotelListPageProps,
  ProfileSection,
  ProfileAreaProps,
  AuthPanelsProps,
  ExposedModules,
  ExposedModuleId,
} from './exposed';
export type * from './api/index';
