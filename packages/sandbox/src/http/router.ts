import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressedBody } from './compression';
import { type ErrorShapes, HttpError } from './http-error';
import { decodeUtf8, queryIssue, urlIssue } from './input-guard';
import { checkedText, parseJsonText, type RequestContext, validate } from './request-context';

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as is instead of JSON (scripts, SVG, HTML). */
  text?: string;
  /** Sent as is instead of JSON (pictures). */
  bytes?: Uint8Array;
  contentType?: string;
}

export type Handler = (ctx: RequestContext) => Promise<Reply> | Reply;

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
}

interface Service {
  prefix: string;
  errors: ErrorShapes;
  /** Picks the request's language for error messages before the handler runs. */
  localeOf: (headers: IncomingMessage['headers']) => string;
  /** Whether browsers on other origins may read its answers (the services: yes; the dev tools: no). */
  cors: boolean;
  routes: Route[];
}

/** A route as registered: `GET /booking/hotels/:hotelId`. */
export interface RouteInfo {
  method: string;
  path: string;
}

const maxBodyBytes = 1024 * 1024;

/** CORS: the browser calls the services from the host's origin, with the services' own headers. */
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'content-type, client-session, authorization, locale, app-version, idempotency-key, api-key, cap_authorization, cap_brand, cap_identifier_type, cap_identifier_value, x-sandbox-country',
  'Access-Control-Max-Age': '600',
};

function matchSegments(pattern: string[], path: string[]): Record<string, string> | null {
  if (pattern.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const part = pattern[i] as string;
    const value = path[i] as string;
    if (part.startsWith(':')) {
      if (!value) return null;
      params[part.slice(1)] = value;
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The body's bytes, or null when they are over 1 MB (read to the end anyway, so the client gets an answer). */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > maxBodyBytes ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The body as text: 413 over 1 MB, 400 when it is not UTF-8, in the service's own error shape. */
async function bodyText(request: IncomingMessage, errors: ErrorShapes, locale: string): Promise<string> {
  const bytes = await readBody(request);
  if (bytes === null) {
    const refusal = errors.invalid([{ field: '(body)', message: 'is larger than 1 MB' }], locale);
    throw new HttpError(413, refusal.body, refusal.headers);
  }
  const text = decodeUtf8(bytes);
  if (text === null) throw errors.invalid([{ field: '(body)', message: 'is not valid UTF-8' }], locale);
  return text;
}

function send(response: ServerResponse, reply: Reply, cors = true, acceptEncoding?: string): void {
  const status = reply.status ?? 200;
  const headers: Record<string, string> = { ...(cors ? corsHeaders : {}), 'Cache-Control': 'no-store', ...reply.headers };
  if (reply.bytes !== undefined) {
    response.writeHead(status, { 'Content-Type': reply.contentType ?? 'application/octet-stream', 'Content-Length': String(reply.bytes.byteLength), ...headers });
    response.end(reply.bytes);
  } else if (reply.text === undefined && reply.body === undefined) {
    response.writeHead(status, headers);
    response.end();
  } else {
    const text = reply.text ?? JSON.stringify(reply.body);
    const contentType = reply.text !== undefined ? (reply.contentType ?? 'text/plain; charset=utf-8') : 'application/json; charset=utf-8';
    const { bytes, encoding } = compressedBody(text, acceptEncoding);
    const encoded = encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {};
    response.writeHead(status, { 'Content-Type': contentType, 'Content-Length': String(bytes.byteLength), ...encoded, ...headers });
    response.end(bytes);
  }
}

/** A small router: services mounted under a prefix, each with its own error shapes, never a crash. */
export class Router {
  private services: Service[] = [];

  service(prefix: string, errors: ErrorShapes, localeOf: Service['localeOf'], options: { cors?: boolean } = {}) {
    const service: Service = { prefix, errors, localeOf, cors: options.cors ?? true, routes: [] };
    this.services.push(service);
    // Longest prefix first, so `/dev` never shadows `/dev/outbox`-like paths of another service.
    this.services.sort((a, b) => b.prefix.length - a.prefix.length);
    const add = (method: string) => (pattern: string, handler: Handler) => {
      service.routes.push({ method, segments: splitPath(pattern), handler });
      return api;
    };
    const api = { get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE') };
    return api;
  }

  /** Every route of every service, for tests that must reach each endpoint (a new one is covered at once). */
  routes(): RouteInfo[] {
    return this.services.flatMap((service) =>
      service.routes.map((route) => ({ method: route.method, path: [service.prefix, ...route.segments].join('/') })),
    );
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    const method = request.method ?? 'GET';
    const service = this.services.find((s) => url.pathname === s.prefix || url.pathname.startsWith(`${s.prefix}/`));
    if (method === 'OPTIONS') return send(response, { status: 204 }, service?.cors ?? true);
    if (!service) return send(response, { status: 404, body: { error: 'not found' } });
    const locale = service.localeOf(request.headers);
    try {
      let decoded: string;
      try {
        decoded = decodeURIComponent(url.pathname.slice(service.prefix.length));
      } catch {
        throw service.errors.notFound(locale);
      }
      // Refused at the door, before any handler or query sees them (issue 14: NUL made PostgreSQL fail, 500).
      const unsafe = urlIssue('(path)', decoded) ?? queryIssue(url.searchParams);
      if (unsafe) throw service.errors.invalid([unsafe], locale);
      const path = splitPath(decoded);
      const candidates = service.routes
        .map((route) => ({ route, params: matchSegments(route.segments, path) }))
        .filter((found) => found.params);
      if (!candidates.length) throw service.errors.notFound(locale);
      const found = candidates.find((c) => c.route.method === method || (method === 'HEAD' && c.route.method === 'GET'));
      if (!found) throw service.errors.methodNotAllowed(locale);
      const rawBody = method === 'GET' || method === 'HEAD' ? '' : await bodyText(request, service.errors, locale);
      const ctx = createContext(request, url, found.params ?? {}, rawBody, service.errors, locale);
      send(response, await found.route.handler(ctx), service.cors, request.headers['accept-encoding']);
    } catch (error) {
      if (error instanceof HttpError) return send(response, { status: error.status, body: error.body, headers: error.headers }, service.cors, request.headers['accept-encoding']);
      console.error(`[sandbox] ${method} ${url.pathname}`, error);
      send(response, { status: 500, body: { error: 'internal error' } }, service.cors);
    }
  }
}

function createContext(
  request: IncomingMessage,
  url: URL,
  params: Record<string, string>,
  rawBody: string,
  errors: ErrorShapes,
  locale: string,
): RequestContext {
  const header = (name: string) => {
    const value = request.headers[name.toLowerCase()];
    return (Array.isArray(value) ? value[0] : value)?.trim();
  };
  return {
    method: request.method ?? 'GET',
    pathname: url.pathname,
    params,
    query: url.searchParams,
    headers: request.headers,
    remoteAddress: request.socket.remoteAddress ?? 'unknown',
    rawBody,
    errors,
    header,
    locale,
    json: (schema) => validate(schema, parseJsonText(rawBody, errors, locale, '(body)'), errors, locale),
    form: (schema) => validate(schema, checkedText(Object.fromEntries(new URLSearchParams(rawBody)), errors, locale), errors, locale),
    input: (schema, value) => validate(schema, value, errors, locale),
    q: (schema) => validate(schema, parseJsonText(url.searchParams.get('q') ?? '', errors, locale, 'q'), errors, locale),
  };
}
