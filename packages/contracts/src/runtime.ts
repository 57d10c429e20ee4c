import type { Locale } from './locale';

/** `/env.json`: everything that differs between environments, read at run time, never bundled. */
export interface RuntimeEnv {
  /** Where the booking engine, content, loyalty, postcode and card-token services live. */
  apiBase: {
    booking: string;
    content: string;
    loyalty: string;
    postcode: string;
    card: string;
  };
  brandId: number;
  defaultLocale: Locale;
  mapsApiKey: string | null;
  baiduMapsKey: string | null;
  features: Record<string, boolean>;
}

export type RemoteName = 'mf_search' | 'mf_hotel' | 'mf_booking' | 'mf_member';

/** One remote as the host sees it in `/registry.json`. */
export interface RegistryRemote {
  name: RemoteName;
  version: string;
  /** Absolute URL of the live version's `mf-manifest.json`. */
  entry: string;
}

/** `/registry.json`: which version of each remote is live. */
export interface RuntimeRegistry {
  remotes: RegistryRemote[];
}
