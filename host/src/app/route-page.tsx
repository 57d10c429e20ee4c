import type { ProfileSection } from '@hotel/contracts';
import { areaKeywordOfPattern, areaSearchText, localeFromPrefix, type RouteId } from '@hotel/domain';
import { RemoteSlot } from '@hotel/ui';
import { useParams } from '@hotel/ui/router';
import { HomePage } from '../pages/home-page';
import { AuthenticationPage, NotFoundPage, SomethingWrongPage } from './lazy-pages';
import { pageModules } from '../features/page-prefetch/page-modules';

/** The router's name for a route's optional first segment, the language prefix (`en` of `/en/hotels`). */
export const localeSegment = 'lang';

interface RoutePageProps {
  routeId: RouteId;
  /** The matched pattern without the locale prefix, e.g. `/hotels-tokyo`. */
  pattern: string;
}

function areaKeyword(pattern: string): string | null {
  const keyword = areaKeywordOfPattern(pattern);
  return keyword ? areaSearchText(keyword) : null;
}

function profileSection(pattern: string): ProfileSection {
  const section = pattern.split('/')[2];
  return (section ?? 'my-profile') as ProfileSection;
}

/** Maps a route of SPEC 2.1 to the page that owns it: a host page or a remote's exposed module. */
export function RoutePage({ routeId, pattern }: RoutePageProps) {
  const { [localeSegment]: prefix, ...params } = useParams();
  if (prefix !== undefined && !localeFromPrefix(prefix)) return <NotFoundPage />;
  switch (routeId) {
    case 'home':
      return <HomePage />;
    case 'login':
      return <HomePage />;
    case 'signup':
      return <HomePage />;
    case 'authentication':
      return <AuthenticationPage />;
    case 'somethingWrong':
      return <SomethingWrongPage />;
    case 'hotelList':
      return <RemoteSlot id={pageModules.hotelList} props={{ params, keyword: areaKeyword(pattern) }} />;
    case 'hotelDetail':
      return <RemoteSlot id={pageModules.hotelDetail} props={{ params }} />;
    case 'fullMap':
      return <RemoteSlot id={pageModules.fullMap} props={{ params }} />;
    case 'summary':
      return <RemoteSlot id={pageModules.summary} props={{ params }} />;
    case 'guestDetail':
      return <RemoteSlot id={pageModules.guestDetail} props={{ params }} />;
    case 'payment':
      return <RemoteSlot id={pageModules.payment} props={{ params }} />;
    case 'confirmation':
      return <RemoteSlot id={pageModules.confirmation} props={{ params }} />;
    case 'cancel':
      return <RemoteSlot id={pageModules.cancel} props={{ params }} />;
    case 'profile':
      return <RemoteSlot id={pageModules.profile} props={{ params, section: profileSection(pattern) }} />;
    case 'memberConfirmation':
      return <RemoteSlot id={pageModules.memberConfirmation} props={{ params }} />;
  }
}
