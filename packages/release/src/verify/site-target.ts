/** The running site a release is checked against before it goes live. */
export interface SiteTarget {
  url: string;
  /** The shared-password gate's password (the host server's SITE_PASSWORD). */
  password: string;
}

/** SITE_URL and SITE_PASSWORD, by default the site `npm start` runs. */
export function siteTargetFrom(env: NodeJS.ProcessEnv): SiteTarget {
  return { url: (env.SITE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, ''), password: env.SITE_PASSWORD ?? 'hotel-local' };
}
