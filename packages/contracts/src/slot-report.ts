import type { RemoteName } from './runtime';

/** How a slot failed: its module did not load, it threw while rendering, or it drew no first frame in time. */
export type SlotFailureKind = 'load' | 'render' | 'first-frame-timeout';

/**
 * `POST /api/telemetry` (issue 16): how one load of a remote's page or widget went, sent by the browser with
 * `navigator.sendBeacon`. It names the code, never the visitor: the route is the matched pattern
 * (`/hotel/:hotelId`), never the address, and an error is told by its class name, never its message.
 */
export interface SlotLoadReport {
  remote: RemoteName;
  /** The remote's live version the browser was given in `/registry.json`. */
  version: string;
  /** The page's route pattern without its language prefix, or null where no route matches. */
  route: string | null;
  outcome: 'rendered' | 'failed';
  /** With `failed` only. */
  kind?: SlotFailureKind;
  /** With `failed` only: the error's name (`ChunkLoadError`, `TypeError`). */
  error?: string;
  /**
   * With `failed` only (issue 17): where the error was thrown, at most 10 frames `at <function> (<script URL>:<line>:<column>)`,
   * one a line, never the message, a URL's query or hash; the status page reads it through the release's source maps.
   */
  stack?: string;
}
