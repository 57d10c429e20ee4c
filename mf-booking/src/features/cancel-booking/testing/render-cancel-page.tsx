import { $online, analyticsEvent } from '@hotel/bus';
import { renderWithApp, settle } from '@hotel/test-utils';
import appEn from '../../../lang/en.json';
import cancelEn from '../../../lang/cancel/en.json';
import { CancelBookingPage } from '../ui/cancel-booking-page';
import { hotelList, reservation, settings } from './fixtures';

/** The fake engine and content API of one test; each call answers the happy path unless a test says otherwise. */
export function fakeApi() {
  return {
    content: { hotelsAndAreas: jest.fn(async () => ({ areas: [], hotels: hotelList })) },
    booking: {
      getReservation: jest.fn(async () => reservation()),
      reservationSettings: jest.fn(async () => settings()),
      cancelReservation: jest.fn(),
    },
  };
}

export type FakeCancelApi = ReturnType<typeof fakeApi>;

export const linkFromConfirmation = '/en/cancel?hotel_id=7&booking_id=R-1001&email=hana%40example.com';

/** The page in English at `route`, with the analytics events it raised; settled unless a test holds an answer back. */
export async function openCancelPage(api: FakeCancelApi, { route = linkFromConfirmation, online = true, settled = true } = {}) {
  const analytics = jest.fn();
  const unwatch = analyticsEvent.watch(analytics);
  const view = await renderWithApp(<CancelBookingPage />, {
    api,
    locale: 'en',
    messages: { ...appEn, ...cancelEn },
    route,
    values: [[$online, online]],
  });
  if (settled) await settle(view.scope);
  return { ...view, analytics, unwatch };
}
