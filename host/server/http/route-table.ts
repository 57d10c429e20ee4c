import type { IncomingMessage, ServerResponse } from 'node:http';

export type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

/** Routes of their own beside the site's, by `METHOD /path` (`GET /_status`, `POST /_status/rollback`). */
export type RouteTable = Record<string, Handler>;
