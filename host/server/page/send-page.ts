import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ExposedModuleId, RegistryRemote, RuntimeEnv, RuntimeRegistry } from '@hotel/contracts';
import { areaKeywordOfPattern, matchRoute, type RouteMatch } from '@hotel/domain';
import { listSearchTextOf } from '@hotel/domain/search';
import { acceptedEncodings, holdsCopy } from '@hotel/release';
import { pageModuleOf } from '../../src/features/page-prefetch/page-modules';
import { type FirstPaint, type FrameContent, firstPaint } from './first-paint';
import type { ContentLookups } from './content-lookups';
import { pageShell } from './page-shell';
import { visitorLocale } from './visitor-locale';
import { bootPreloads, type Preload, type RemoteManifest, routePreloads } from './route-preloads';

export interface PageSources {
  /** The host build whose `index.html` is the page's template. */
  distDir: string;
  env: RuntimeEnv;
  readRegistry: () => Promise<RuntimeRegistry>;
  /** A live remote's manifest (immutable per version), or null when it cannot be read. */
  readManifest?: (remote: RegistryRemote) => Promise<RemoteManifest | null>;
  /** What first paints draw of the content API: a hotel's name and first picture, a list's first card. */
  content?: ContentLookups;
}

/** The module each route draws first; home shows the search box, the other pages their remote page. */
function firstModule(route: RouteMatch): ExposedModuleId | undefined {
  return route.id === 'home' ? 'mf_search/SearchBox' : pageModuleOf(route.id);
}

async function preloadsFor(route: RouteMatch, registry: RuntimeRegistry, sources: PageSources): Promise<Preload[]> {
  const module = firstModule(route);
  if (!module || !sources.readManifest) return [];
  const [remoteName, exposedName] = module.split('/') as [string, string];
  const remote = registry.remotes.find((entry) => entry.name === remoteName);
  const manifest = remote ? await sources.readManifest(remote).catch(() => null) : null;
  return remote && manifest ? routePreloads(remote.entry, manifest, exposedName, route.locale) : [];
}

async function frameContent(route: RouteMatch, query: URLSearchParams, content: ContentLookups): Promise<FrameContent> {
  if (route.id === 'hotelDetail') {
    const hotelId = Number(route.params.hotelId);
    return Number.isInteger(hotelId) ? { hero: await content.hotelHero(hotelId, route.locale) } : {};
  }
  if (route.id === 'hotelList') {
    const searchText = listSearchTextOf(areaKeywordOfPattern(route.pattern), query);
    return searchText === null ? {} : { listLead: await content.listLead(searchText, route.locale) };
  }
  return {};
}

/** The frame the browser draws from the HTML alone; none for the gate's own page, which is not the site yet. */
async function paintFor(route: RouteMatch, query: URLSearchParams, sources: PageSources): Promise<FirstPaint | undefined> {
  if (route.id === 'authentication') return undefined;
  return firstPaint(route, sources.content ? await frameContent(route, query, sources.content) : {});
}

const compress = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/**
 * Sends the page (issue 15): the shell with the live registry and the route's preloads, never cached without
 * revalidation, answered 304 while it is unchanged, and compressed on the way (a few KB: quick at any level).
 */
export async function sendPage(request: IncomingMessage, response: ServerResponse, pathname: string, sources: PageSources): Promise<void> {
  const matched = matchRoute(pathname);
  const route = matched && { ...matched, locale: visitorLocale(request, pathname) };
  const [template, registry] = await Promise.all([readFile(path.join(sources.distDir, 'index.html'), 'utf8'), sources.readRegistry()]);
  const query = new URL(request.url ?? '/', 'http://host.invalid').searchParams;
  const [remotePreloads, bootFiles, paint] = route
    ? await Promise.all([preloadsFor(route, registry, sources), bootPreloads(sources.distDir, route.locale), paintFor(route, query, sources)])
    : [[], [], undefined];
  const preloads = [...remotePreloads, ...bootFiles];
  const html = pageShell(template, { env: sources.env, registry }, preloads, paint, { scriptsAfterFirstPaint: Boolean(route) });
  const tag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  // A page with a preview (issue 17) is this browser's alone: no shared cache may keep it for another visitor.
  const cacheControl = registry.preview ? 'private, no-store' : 'no-cache';
  // The page is drawn in the visitor's language, which an unprefixed path takes from the cookie or the browser.
  const vary = 'Accept-Encoding, Accept-Language, Cookie';
  const headers: Record<string, string | number> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl, Vary: vary, ETag: tag };
  if (route && holdsCopy(request.headers['if-none-match'], tag)) {
    response.writeHead(304, headers).end();
    return;
  }
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  const body = encoding === 'br'
    ? await compress.br(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : encoding === 'gzip'
      ? await compress.gzip(html)
      : Buffer.from(html);
  if (encoding) headers['Content-Encoding'] = encoding;
  response.writeHead(route ? 200 : 404, { ...headers, 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}
