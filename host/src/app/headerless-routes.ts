import type { RouteId } from '@hotel/domain';

/** SPEC 2.6: the booking steps (review, guest details, payment) show no top header; nor does the gate. */
const headerless: ReadonlySet<RouteId> = new Set<RouteId>(['summary', 'guestDetail', 'payment', 'authentication']);

/** Whether the page draws the site's header; the host server's first paint asks the same. */
export function showsHeader(route: RouteId | null | undefined): boolean {
  return !route || !headerless.has(route);
}
