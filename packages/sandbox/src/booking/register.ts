import type { SandboxDeps } from '../deps';
import type { Handler, Router } from '../http/router';
import type { RequestContext } from '../http/request-context';
import { bookingErrors } from '../services/error-shapes';
import * as members from './memberships/membership-routes';
import { cancelReservation } from './reservations/cancel-reservation';
import { createReservation } from './reservations/create-reservation';
import { receipt } from './reservations/receipt';
import * as reservations from './reservations/reservation-routes';
import { settlePayment } from './reservations/settle-payment';
import { updateReservation } from './reservations/update-reservation';
import { brandHotelPrices } from './routes/brand-routes';
import { brandInventory, hotelInventory, planAvailability } from './routes/calendar-routes';
import { brandQuestions, hotelExtras, hotelQuestions } from './routes/extras-routes';
import { getHotel, getKidsTiers, getSettings } from './routes/hotel-routes';
import { selectedRoomsPrice } from './routes/price-routes';
import { cancellationPolicies, roomSearch } from './routes/room-routes';
import { issueAccessToken, issueClientSession } from './routes/session-routes';

type Route = (ctx: RequestContext, deps: SandboxDeps) => ReturnType<Handler>;

/** The booking engine under /booking (SPEC 7.1; paths and shapes in packages/sandbox/README.md). */
export async function registerBookingEngine(router: Router, deps: SandboxDeps): Promise<void> {
  const service = router.service('/booking', bookingErrors, (headers) => String(headers.locale ?? 'en'));
  const bind = (route: Route): Handler => (ctx) => route(ctx, deps);
  const hotel = 'hotels/:hotelId';
  const reservation = `${hotel}/reservations/:reservationId`;
  const membership = `${hotel}/memberships`;
  service
    .post('client_sessions', bind(issueClientSession))
    .post('oauth/token', bind(issueAccessToken))
    .get(hotel, bind(getHotel))
    .get(`${hotel}/tiers`, bind(getKidsTiers))
    .get(`${hotel}/settings/:setting`, bind(getSettings))
    .get(`${hotel}/rooms`, bind(roomSearch))
    .get(`${hotel}/cancellation_policies`, bind(cancellationPolicies))
    .get(`${hotel}/rooms/price`, bind(selectedRoomsPrice))
    .get(`${hotel}/rooms/inventory`, bind(hotelInventory))
    .get(`${hotel}/rooms/availability`, bind(planAvailability))
    .get(`${hotel}/extras`, bind(hotelExtras))
    .get(`${hotel}/additional_questions`, bind(hotelQuestions))
    .get('hotel_brands/:brand/hotels', bind(brandHotelPrices))
    .get('hotel_brands/:brand/inventory', bind(brandInventory))
    .get('hotel_brands/:brand/additional_questions', bind(brandQuestions))
    .post(`${hotel}/reservations`, bind(createReservation))
    .get(reservation, bind(reservations.getReservation))
    .put(reservation, bind(updateReservation))
    .put(`${reservation}/cancel`, bind(cancelReservation))
    .put(`${reservation}/guests`, bind(reservations.updateGuests))
    .get(`${reservation}/update_settings`, bind(reservations.reservationSettings))
    .get(`${reservation}/additional_questions`, bind(reservations.reservationQuestions))
    .put(`${reservation}/additional_questions/batch_update`, bind(reservations.answerReservationQuestions))
    .get(`${reservation}/receipt`, bind(receipt))
    .post(`${reservation}/payment`, bind(settlePayment))
    .get('user/reservations', bind(reservations.userReservations))
    .post(`${membership}/tokens`, bind(members.membershipTokens))
    .post(`${membership}/sign_in`, bind(members.signIn))
    .post(`${membership}/sign_up`, bind(members.signUp))
    .delete(`${membership}/sign_out`, bind(members.signOut))
    .post(`${membership}/start_reset_password_process`, bind(members.startPasswordReset))
    .put(`${membership}/update_password`, bind(members.updatePassword))
    .get(`${membership}/show`, bind(members.showMembership))
    .put(`${membership}/update`, bind(members.updateMembership))
    .post(`${membership}/cancel`, bind(members.cancelMembership))
    .get(`${membership}/confirm`, bind(members.confirmMembership))
    .get(`${membership}/point`, bind(members.memberPoints))
    .get(`${membership}/credit_cards`, bind(members.memberCards))
    .get(`${membership}/point_histories`, bind(members.pointHistories));
}
