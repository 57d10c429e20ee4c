import type {
  AccessTokenResponse,
  Membership,
  MembershipConfirmation,
  PointBalance,
  PointHistoryEntry,
  SignInRequest,
  SignUpAccepted,
  SignUpRequest,
  StoredCard,
} from '@hotel/contracts';
import type { Call } from '../http/call';
import { unwrap } from '../http/envelope';
import { path } from '../http/path';
import type { BookingContext, ConfirmMembershipQuery, HotelRef, UpdatePasswordRequest } from './booking-types';

export type SignInResponse = AccessTokenResponse & { membership: Membership };

/** The booking engine's membership calls, all under hotels/{id}/memberships (SPEC 7.1 "Members"). */
export function membershipCalls({ send }: BookingContext) {
  const member = <T>(hotelId: HotelRef, name: string, call: Omit<Call, 'path'>) =>
    send<T>({ ...call, path: path`hotels/${hotelId}/memberships/${name}` });
  const data = async <T>(hotelId: HotelRef, name: string, call: Omit<Call, 'path'>) =>
    unwrap<T>(await member(hotelId, name, call));
  return {
    /** Exchanges a loyalty token for a member access token; not enveloped. */
    membershipToken: (hotelId: HotelRef, loyaltyToken: string) =>
      member<AccessTokenResponse>(hotelId, 'tokens', {
        method: 'post',
        json: { token: loyaltyToken, grant_type: 'client_credentials' },
      }),
    /** Not enveloped. */
    signIn: (hotelId: HotelRef, request: SignInRequest) => member<SignInResponse>(hotelId, 'sign_in', { method: 'post', json: request }),
    /** Accepted alike for a new and a known address (the e-mail says which), so it reveals no account. */
    signUp: (hotelId: HotelRef, request: SignUpRequest) => data<SignUpAccepted>(hotelId, 'sign_up', { method: 'post', json: request }),
    signOut: async (hotelId: HotelRef): Promise<void> => {
      await member(hotelId, 'sign_out', { method: 'delete' });
    },
    startResetPassword: (hotelId: HotelRef, email: string) =>
      data<{ sent: true }>(hotelId, 'start_reset_password_process', { method: 'post', json: { email } }),
    updatePassword: (hotelId: HotelRef, request: UpdatePasswordRequest) =>
      data<{ updated: true }>(hotelId, 'update_password', { method: 'put', json: request }),
    showMembership: (hotelId: HotelRef) => data<Membership>(hotelId, 'show', { method: 'get' }),
    updateMembership: (hotelId: HotelRef, fields: Partial<Membership>) =>
      data<Membership>(hotelId, 'update', { method: 'put', json: fields }),
    cancelMembership: (hotelId: HotelRef) => data<{ cancelled: true }>(hotelId, 'cancel', { method: 'post' }),
    confirmMembership: (hotelId: HotelRef, query: ConfirmMembershipQuery) =>
      data<MembershipConfirmation>(hotelId, 'confirm', { method: 'get', searchParams: { ...query, hotel_id: hotelId } }),
    points: (hotelId: HotelRef) => data<PointBalance>(hotelId, 'point', { method: 'get' }),
    creditCards: (hotelId: HotelRef) => data<StoredCard[]>(hotelId, 'credit_cards', { method: 'get' }),
    pointHistories: (hotelId: HotelRef) => data<PointHistoryEntry[]>(hotelId, 'point_histories', { method: 'get' }),
  };
}
