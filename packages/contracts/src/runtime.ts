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
  /** The hotel id the brand-wide member calls go through (SPEC 9: 2851). */
  globalHotelId: number;
  defaultLocale: Locale;
  mapsApiKey: string | null;
  baiduMapsKey: string | null;
  /**
   * The card-token shop key, public by design. The postal-code API's key is not here: the browser looks codes
   * up through the host server (`apiBase.postcode`), which adds it (issue 14).
   */
  cardShopKey: string;
  /** Yen to US dollars, for the USD display option (SPEC 1). */
  usdPerYen: number;
  /** How long a remote may take to load before its slot shows the fallback panel (issue 2: under 2 s). */
  remoteLoadDeadlineMs: number;
  features: Record<string, boolean>;
}

export type RemoteName = 'mf_search' | 'mf_hotel' | 'mf_booking' | 'mf_member';

/** One remote as the host sees it in `/registry.json`. */
export interface RegistryRemote {
  name: RemoteName;
  version: string;
  /** Absolute URL of the live version's `mf-manifest.json`. */
  entry: string;
  /**
   * Issue 16 "backup source": the version that was live before, which the host loads when the live one's files
   * cannot be loaded. Present only when it is still in the store and the live host still fits it.
   */
  backup?: { version: string; entry: string };
}

/** The element of the page in which the host server inlines `{ env, registry }` (issue 15: no waterfall). */
export const runtimeElementId = 'hotel-runtime';

/** `/registry.json`: which version of each remote is live. */
export interface RuntimeRegistry {
  remotes: RegistryRemote[];
  /**
   * Issue 17 "preview for one visitor": this browser holds a signed preview link, and `remote` is served at
   * `version` to it alone. The host shows a banner with a way out; absent for every other visitor.
   */
  preview?: RegistryPreview;
}

export interface RegistryPreview {
  remote: RemoteName;
  version: string;
  /** ISO time the preview link stops working. */
  expiresAt: string;
}
