import type { Locale, ProfileSection } from '@hotel/contracts';
import { attachApi, isApiError, loyaltyFailure } from '@hotel/api';
import { $locale, toastShown, userLoggedOut } from '@hotel/bus';
import { combine, createEvent, createStore, sample } from 'effector';
import { $member, loadLoyaltyCustomerFx, type Member } from '../../entities/member';
import { customerPayloadOf } from './lib/customer-payload';
import { profileValuesOf, type ProfileValues } from './lib/profile-values';

export interface ProfileSubmission {
  values: ProfileValues;
  /** The success toast, already in the page's language (SPEC 8 'updated profile successfully'). */
  savedText: string;
}

interface SaveContext {
  member: Member;
  locale: Locale;
}

type SaveParams = ProfileSubmission & SaveContext;

/** The profile area shows a section (the shell fires it on each one). */
export const sectionShown = createEvent<ProfileSection>();
/** The banner's Edit button or the profile's own. */
export const editRequested = createEvent();
export const editCancelled = createEvent();
export const profileSubmitted = createEvent<ProfileSubmission>();
export const saveErrorDismissed = createEvent();

/** SPEC 7.3 eupdate, source INSTORE: a success has `createdId` and no errors. */
export const saveProfileFx = attachApi(async (api, { member, values, locale }: SaveParams) => {
  const payload = customerPayloadOf(values, member.email, locale);
  const failure = loyaltyFailure(await api.loyalty.updateCustomer(member.email, member.customerId, payload));
  if (failure) throw failure;
  return values;
});

/** SPEC 4 Profile: read-only, editable on edit, back to read-only after a successful save or on cancel. */
export const $editing = createStore(false)
  .on(editRequested, () => true)
  .on(sectionShown, (editing, section) => editing && section === 'my-profile')
  .reset(editCancelled, saveProfileFx.done, userLoggedOut);

/** What was saved, shown until the loyalty record is loaded again. */
const $savedValues = createStore<ProfileValues | null>(null)
  .on(saveProfileFx.doneData, (_, values) => values)
  .reset(loadLoyaltyCustomerFx.done, userLoggedOut);

export const $profile = combine($member, $savedValues, (member, saved) => saved ?? (member ? profileValuesOf(member) : null));
export const $saving = saveProfileFx.pending;

/** SPEC 8 profile save failure: the popup shows the first error message (null: only the word 'Error'). */
export const $saveError = createStore<{ message: string | null } | null>(null)
  .on(saveProfileFx.failData, (_, error) => ({ message: isApiError(error) ? error.title : null }))
  .reset(saveErrorDismissed, saveProfileFx);

/** A save needs the member's record, and only one runs at a time. */
const $saveContext = combine($member, $locale, $saving, (member, locale, saving): SaveContext | null =>
  member && !saving ? { member, locale } : null,
);

sample({
  clock: profileSubmitted,
  source: $saveContext,
  filter: (context): context is SaveContext => context !== null,
  fn: (context: SaveContext, submission: ProfileSubmission): SaveParams => ({ ...submission, ...context }),
  target: saveProfileFx,
});

sample({
  clock: saveProfileFx.done,
  fn: ({ params }) => ({ kind: 'success' as const, message: params.savedText }),
  target: toastShown,
});
