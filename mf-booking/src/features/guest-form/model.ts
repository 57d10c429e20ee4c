import type { AdditionalQuestion, Extra, RoomSelection, SignUpRequest, TermsSettings } from '@hotel/contracts';
import { attachApi, isApiError, type QuestionsQuery } from '@hotel/api';
import { $locale, $online, analyticsEvent } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { $selection } from '../../entities/booking-flow';
import { type GuestDetailsForm, guestDetailsCompleted, guestDetailsEdited } from '../../entities/guest-details';
import { detailsOf, type GuestFormValues, trimmedDetails } from './lib/form-values';
import { buildOrder, mergeQuestions } from './lib/order';

export type Navigate = (to: string) => void;

/** Edits are saved this long after the last keystroke (a draft per keystroke would flood local storage). */
export const saveDebounceMs = 300;

export const guestFormOpened = createEvent<{ selection: RoomSelection; navigate: Navigate }>();
export const guestFormChanged = createEvent<GuestFormValues>();
/** "Proceed to payment" with a form that passed its validation. */
export const proceedSubmitted = createEvent<GuestFormValues>();
/** The hotel's phone was tapped (SPEC 4 analytics clickCall). */
export const callClicked = createEvent();
const detailsReady = createEvent<GuestDetailsForm>();

const planCodes = (selection: RoomSelection) => [...new Set(selection.rooms.map((room) => room.planCode))];

export const loadExtrasFx = attachApi((api, selection: RoomSelection) =>
  api.booking.extras(selection.hotelId, { checkin_date: selection.checkIn, checkout_date: selection.checkOut, room_plan_codes: planCodes(selection) }),
);
// The engine wants an answer to every required question of the brand's list and of the hotel's.
export const loadQuestionsFx = attachApi(async ({ booking }, selection: RoomSelection) => {
  const query: QuestionsQuery = { label_filters: ['place_booking_process', 'all_users'] };
  const [brand, hotel] = await Promise.all([
    booking.brandQuestions(query),
    booking.hotelQuestions(selection.hotelId, query, planCodes(selection)),
  ]);
  return mergeQuestions(brand, hotel);
});
export const loadTermsFx = attachApi((api, hotelId: number) => api.booking.termsSettings(hotelId));
export const signUpFx = attachApi((api, { hotelId, request }: { hotelId: number; request: SignUpRequest; form: GuestDetailsForm }) =>
  api.booking.signUp(hotelId, request),
);
// After the submit event, not inside it: a transition started there makes React 19 treat the form as an
// action form and read it into a FormData.
const navigateFx = createEffect(async ({ navigate, to }: { navigate: Navigate | null; to: string }) => {
  await Promise.resolve();
  navigate?.(to);
});
const waitEditFx = createEffect((seq: number) => new Promise<number>((resolve) => setTimeout(() => resolve(seq), saveDebounceMs)));

const $navigate = createStore<Navigate | null>(null, { serialize: 'ignore' }).on(guestFormOpened, (_, { navigate }) => navigate);
export const $questions = createStore<AdditionalQuestion[]>([]).on(loadQuestionsFx.doneData, (_, questions) => questions).reset(guestFormOpened);
export const $extras = createStore<Extra[]>([]).on(loadExtrasFx.doneData, (_, extras) => extras).reset(guestFormOpened);
export const $terms = createStore<TermsSettings | null>(null).on(loadTermsFx.doneData, (_, terms) => terms).reset(guestFormOpened);
/** SPEC 8: the sign-up's first message; the visitor stays on the page with everything typed. */
export const $signUpError = createStore<string | null>(null)
  .on(signUpFx.failData, (_, error) => (isApiError(error) ? error.title : String(error)))
  .reset(proceedSubmitted, guestFormOpened);
/** SPEC 5: proceeding offline shows "You are Offline" and sends nothing. */
export const $offlineNotice = createStore(false).reset(guestFormOpened, $online.updates.filter({ fn: Boolean }));
export const $submitting = signUpFx.pending;

sample({ clock: guestFormOpened, fn: ({ selection }) => selection, target: [loadExtrasFx, loadQuestionsFx] });
sample({ clock: guestFormOpened, fn: ({ selection }) => selection.hotelId, target: loadTermsFx });

// Saved after a pause in typing; a newer edit (or proceeding) makes a pending save moot.
const $editSeq = createStore(0).on([guestFormChanged, proceedSubmitted], (seq) => seq + 1);
const $edited = createStore<GuestFormValues | null>(null, { serialize: 'ignore' }).on(guestFormChanged, (_, values) => values);
sample({ clock: guestFormChanged, source: $editSeq, target: waitEditFx });
sample({
  clock: waitEditFx.doneData,
  source: { seq: $editSeq, values: $edited, selection: $selection },
  filter: ({ seq, values, selection }, done) => seq === done && values !== null && selection !== null,
  fn: ({ values, selection }) => ({ selectedAt: (selection as RoomSelection).selectedAt, values: detailsOf(values as GuestFormValues) }),
  target: guestDetailsEdited,
});

sample({ clock: proceedSubmitted, source: $online, fn: (online) => !online, target: $offlineNotice });
const sendable = sample({ clock: proceedSubmitted, filter: $online, fn: (values) => ({ values, form: trimmedDetails(detailsOf(values)) }) });

sample({ clock: sendable, filter: ({ values }) => !values.registerAsMember, fn: ({ form }) => form, target: detailsReady });
sample({
  clock: sendable,
  source: $selection,
  filter: (selection, { values }) => selection !== null && values.registerAsMember,
  fn: (selection, { values, form }) => ({ hotelId: (selection as RoomSelection).hotelId, request: signUpRequest(form, values.password, (selection as RoomSelection).hotelId), form }),
  target: signUpFx,
});
sample({ clock: signUpFx.done, fn: () => ({ event: 'signUp' }), target: analyticsEvent });
sample({ clock: signUpFx.done, fn: ({ params }) => params.form, target: detailsReady });

sample({
  clock: detailsReady,
  source: { selection: $selection, questions: $questions, extras: $extras },
  filter: ({ selection }) => selection !== null,
  fn: ({ selection, questions, extras }, form) => ({ selectedAt: (selection as RoomSelection).selectedAt, values: form, order: buildOrder(form, questions, extras) }),
  target: guestDetailsCompleted,
});
sample({ clock: guestDetailsCompleted, fn: () => ({ event: 'checkout', step: 1 }), target: analyticsEvent });
sample({ clock: callClicked, fn: () => ({ event: 'clickCall' }), target: analyticsEvent });
sample({
  clock: guestDetailsCompleted,
  source: { navigate: $navigate, locale: $locale },
  fn: ({ navigate, locale }) => ({ navigate, to: localizedPath('/payment', locale) }),
  target: navigateFx,
});

/** SPEC 3 sign-up from checkout: the first guest's names and e-mail, with e-mail permission. */
function signUpRequest(form: GuestDetailsForm, password: string, hotelId: number): SignUpRequest {
  const { first_name, last_name, first_name_kana, last_name_kana, email } = form.guests[0] ?? { first_name: '', last_name: '', first_name_kana: '', last_name_kana: '', email: '' };
  return { first_name, last_name, first_name_kana, last_name_kana, email, hotel_id: hotelId, email_permission: true, password };
}
