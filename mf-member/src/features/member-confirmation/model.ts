import type { MembershipConfirmation } from '@hotel/contracts';
import { attachApi, isApiError } from '@hotel/api';
import { $env, memberSignedIn } from '@hotel/bus';
import { createEvent, createStore, sample } from 'effector';

/** SPEC 3 "Membership confirmation query", as the e-mailed link carries it. */
export interface ConfirmationLink {
  confirmationToken: string | null;
  programId: string | null;
  /** The link's `hotel_id`; the brand's own hotel when it has none. */
  hotelId: number | null;
}

interface ConfirmParams {
  hotelId: number;
  confirmationToken: string;
  programId: string;
}

export type ConfirmationState =
  | { kind: 'checking' }
  | { kind: 'confirmed'; signedIn: boolean }
  /** `message`: the server's first message title (SPEC 8); null for a link that cannot be sent at all. */
  | { kind: 'failed'; message: string | null };

export const confirmationPageOpened = createEvent<ConfirmationLink>();

export const confirmMembershipFx = attachApi((api, { hotelId, confirmationToken, programId }: ConfirmParams) =>
  api.booking.confirmMembership(hotelId, { confirmation_token: confirmationToken, program_id: programId }),
);

const carriesTokens = (answer: MembershipConfirmation) => Boolean(answer.access_token && answer.refresh_token);

/** A confirmation token works once: the page asks for each token once, however often it is rendered. */
const $requestedToken = createStore<string | null>(null).on(confirmMembershipFx, (_, params) => params.confirmationToken);

export const $confirmation = createStore<ConfirmationState>({ kind: 'checking' })
  .on(confirmMembershipFx, () => ({ kind: 'checking' }))
  .on(confirmMembershipFx.doneData, (_, answer) => ({ kind: 'confirmed', signedIn: carriesTokens(answer) }))
  .on(confirmMembershipFx.failData, (_, error) => ({ kind: 'failed', message: isApiError(error) && error.status !== 0 ? error.title : null }));

const sendable = ({ link, hotelId }: { link: ConfirmationLink; hotelId: number | null }) =>
  Boolean(link.confirmationToken && hotelId !== null);

const withHotel = sample({
  clock: confirmationPageOpened,
  source: $env,
  fn: (env, link) => ({ link, hotelId: link.hotelId ?? env?.globalHotelId ?? null }),
});

sample({
  clock: withHotel,
  source: $requestedToken,
  filter: (requested, request) => sendable(request) && request.link.confirmationToken !== requested,
  fn: (_, { link, hotelId }) => ({ hotelId: hotelId as number, confirmationToken: link.confirmationToken as string, programId: link.programId ?? '' }),
  target: confirmMembershipFx,
});

sample({ clock: withHotel, filter: (request) => !sendable(request), fn: () => ({ kind: 'failed' as const, message: null }), target: $confirmation });

/**
 * SPEC 4 "Member confirmation success logs the user in", when the engine's answer carries tokens. They are the
 * engine's only: no loyalty token comes with them, and none kept from an earlier member may stay.
 */
sample({
  clock: confirmMembershipFx.doneData,
  filter: carriesTokens,
  fn: (answer) => ({ accessToken: answer.access_token, refreshToken: answer.refresh_token, email: answer.membership.email, loyalty: null }),
  target: memberSignedIn,
});
