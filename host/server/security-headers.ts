import type { RuntimeEnv } from '@hotel/contracts';
import { originOf } from './http/html';
import { firstPaintLeadHash } from './page/first-paint-lead';
import { scriptsAfterPaintHash } from './page/scripts-after-paint';

const googleMaps = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'];
const baiduMaps = ['https://api.map.baidu.com', 'https://*.bdimg.com', 'https://*.map.bdimg.com'];

/**
 * Our own origin, the configured APIs and release server, and map providers only when a key is set
 * (issue 4: security headers). Inline styles are allowed for React's dynamic style values and the page's
 * first-paint frame (page/first-paint.ts); the inline scripts, the frame's and the loader of the page's
 * scripts, are allowed by their hashes.
 */
export function contentSecurityPolicy(env: RuntimeEnv, releaseUrl: string): string {
  const apis = Object.values(env.apiBase).map(originOf);
  const release = originOf(releaseUrl);
  const maps = [...(env.mapsApiKey ? googleMaps : []), ...(env.baiduMapsKey ? baiduMaps : [])];
  const list = (...sources: Array<string | null>) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", firstPaintLeadHash, scriptsAfterPaintHash, release, originOf(env.apiBase.card), ...maps)}`,
    `style-src ${list("'self'", "'unsafe-inline'", release, ...maps)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...apis, release, ...maps)}`,
    `font-src ${list("'self'", 'data:', release)}`,
    `connect-src ${list("'self'", ...apis, release, ...maps)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(env: RuntimeEnv, releaseUrl: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, releaseUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
  };
}
