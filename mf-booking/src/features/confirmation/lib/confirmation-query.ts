import type { ReservationRef } from '@hotel/api';

/**
 * SPEC 5 "Confirmation query": the e-mail is used as is when it contains @; otherwise it was encoded by a
 * helper whose scheme the SPEC does not show. We accept base64url (RFC 4648 §5, padding optional) of the
 * address, the usual way to keep an address out of plain sight in a link; anything else gives no e-mail.
 */
export function confirmationEmail(value: string | null): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  if (raw.includes('@')) return raw;
  try {
    const base64 = raw.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
    return decoded.includes('@') ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** SPEC 5: the numeric hotel_id query, else the code query. */
function hotelOf(query: URLSearchParams): number | string | undefined {
  const id = query.get('hotel_id')?.trim();
  if (id && /^\d+$/.test(id)) return Number(id);
  return query.get('code')?.trim() || undefined;
}

/** The reservation a confirmation link names, or null when it names no hotel or no booking id (SPEC 2.1, 5). */
export function confirmationRef(reservationId: string | undefined, search: string): ReservationRef | null {
  const query = new URLSearchParams(search);
  const hotelId = hotelOf(query);
  const reservationNumber = reservationId?.trim();
  if (hotelId === undefined || !reservationNumber) return null;
  const bypassToken = (query.get('bypass_token') ?? query.get('byPassToken'))?.trim() || undefined;
  return { hotelId, reservationNumber, email: confirmationEmail(query.get('email')), bypassToken };
}
