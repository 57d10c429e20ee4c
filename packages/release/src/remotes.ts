import type { RemoteName } from '@hotel/contracts';

export interface RemoteApp {
  /** The app's folder and the release store's folder name, e.g. `mf-hotel`. */
  dir: string;
  /** Its federation name, e.g. `mf_hotel`. */
  name: RemoteName;
}

export const remoteApps: readonly RemoteApp[] = [
  { dir: 'mf-search', name: 'mf_search' },
  { dir: 'mf-hotel', name: 'mf_hotel' },
  { dir: 'mf-booking', name: 'mf_booking' },
  { dir: 'mf-member', name: 'mf_member' },
];

export function findRemoteApp(dirOrName: string): RemoteApp | null {
  return remoteApps.find((app) => app.dir === dirOrName || app.name === dirOrName) ?? null;
}
