import type { RemoteApp } from '../remotes';
import { smokeRouteOf } from '../smoke-routes';
import type { RemoteManifest } from './manifest-files';

export interface SmokeModule {
  /** `mf_hotel/HotelDetailPage` */
  id: string;
  /** The module's own code (the manifest's sync scripts), which must come from the candidate. */
  files: string[];
}

/** A page the check opens, and the candidate's modules it must show there. */
export interface SmokePage {
  path: string;
  modules: SmokeModule[];
}

/** The pages that show every module the candidate exposes (smoke-routes.ts), each page once, in the routes' order. */
export function smokePages(app: RemoteApp, manifest: RemoteManifest): { pages: SmokePage[]; unrouted: string[] } {
  const pages = new Map<string, SmokeModule[]>();
  const unrouted: string[] = [];
  for (const exposed of manifest.exposes ?? []) {
    const id = `${app.name}/${exposed.name}`;
    const path = smokeRouteOf(id);
    if (!path) {
      unrouted.push(id);
      continue;
    }
    pages.set(path, [...(pages.get(path) ?? []), { id, files: exposed.assets?.js?.sync ?? [] }]);
  }
  return { pages: [...pages].map(([path, modules]) => ({ path, modules })), unrouted };
}
