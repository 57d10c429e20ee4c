import type { PaymentMethodCode, SelectedRoomsPrice } from '@hotel/contracts';

const order: PaymentMethodCode[] = ['card', 'onsite', 'deferred', 'points'];

/**
 * The ways to pay that the chosen plans allow, in the page's order. Points are offered to every visitor (a
 * visitor is asked to log in or join for them, SPEC 2.6): the engine lists points only once a member is
 * signed in, as every plan takes a member's points.
 */
export function paymentMethods(price: Pick<SelectedRoomsPrice, 'payment_method'>): PaymentMethodCode[] {
  const allowed = new Set<PaymentMethodCode>([...price.payment_method.map((method) => method.code), 'points']);
  return order.filter((method) => allowed.has(method));
}

/** SPEC 1/9: a pay-later booking is held for 4 hours. */
export const holdHours = 4;
