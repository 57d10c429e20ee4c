import type { RoomSelection, User } from '@hotel/contracts';
import { trimmed } from '@hotel/domain/validation';
import type { GuestDetailsForm, GuestEntry, StayingGuestEntry } from '../../../entities/guest-details';

/** An extra as the form holds it: a select's value is text, and a field not yet touched has none. */
export interface ExtraFormEntry {
  quantity?: string;
  deliveryTime?: string;
  answer?: string;
}

/**
 * The form as final-form holds it. Answers and extras are keyed `id<number>`, because final-form turns a bare
 * number in a field name (`answers.12`) into an array index; passwords live only here, never in a draft.
 */
export interface GuestFormValues extends Omit<GuestDetailsForm, 'answers' | 'extras'> {
  answers: Record<string, string | undefined>;
  extras: Record<string, ExtraFormEntry>;
  password: string;
  passwordAgain: string;
}

export const fieldKey = (id: number): string => `id${id}`;

const emptyName: StayingGuestEntry = { last_name: '', first_name: '', last_name_kana: '', first_name_kana: '' };
export const emptyGuest: GuestEntry = { ...emptyName, email: '', phone: '' };

function mapKeys<A, B>(record: Record<string, A>, key: (k: string) => string, value: (v: A) => B): Record<string, B> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [key(k), value(v)]));
}

/** A member books as themselves: the first guest is the member (SPEC 2.6), whatever a draft held. */
function withMember(guests: GuestEntry[], user: User | null): GuestEntry[] {
  if (!user) return guests;
  const [first = emptyGuest, ...others] = guests;
  const member = { ...first, last_name: user.lastName, first_name: user.firstName, last_name_kana: '', first_name_kana: '', email: user.email };
  return [member, ...others];
}

/** What the form starts with: the saved draft for these rooms (SPEC 3: nothing typed is lost), else empty. */
export function initialFormValues(selection: RoomSelection, draft: GuestDetailsForm | null, user: User | null): GuestFormValues {
  const rooms = selection.rooms.length;
  const saved = draft?.guests ?? [];
  const guests = Array.from({ length: rooms }, (_, index) => ({ ...emptyGuest, ...saved[index] }));
  return {
    guests: withMember(guests, user),
    forSomeoneElse: rooms === 1 && (draft?.forSomeoneElse ?? false),
    stayingGuest: { ...emptyName, ...draft?.stayingGuest },
    registerAsMember: !user && (draft?.registerAsMember ?? false),
    newsletter: !user && (draft?.newsletter ?? false),
    answers: mapKeys(draft?.answers ?? {}, (id) => fieldKey(Number(id)), (text) => text),
    extras: mapKeys(draft?.extras ?? {}, (id) => fieldKey(Number(id)), (extra) => ({ ...extra, quantity: String(extra.quantity) })),
    comment: draft?.comment ?? '',
    policyAccepted: draft?.policyAccepted ?? false,
    password: '',
    passwordAgain: '',
  };
}

const idOf = (key: string) => key.replace(/^id/, '');

/** The form as a draft keeps it: ids as keys, quantities as numbers, and never the passwords. */
export function detailsOf(values: GuestFormValues): GuestDetailsForm {
  const { password: _password, passwordAgain: _again, answers, extras, ...rest } = values;
  return {
    ...rest,
    answers: mapKeys(answers, idOf, (text) => text ?? ''),
    // A field never touched has no value at all in final-form.
    extras: mapKeys(extras, idOf, (extra) => ({ quantity: Number(extra.quantity) || 0, deliveryTime: extra.deliveryTime ?? '', answer: extra.answer ?? '' })),
  };
}

/** SPEC 5 "Guest fields are trimmed before submit": every text of the form, nested ones included. */
export function trimmedDetails(form: GuestDetailsForm): GuestDetailsForm {
  return {
    ...trim(form),
    guests: form.guests.map(trim),
    stayingGuest: trim(form.stayingGuest),
    answers: trim(form.answers),
    extras: mapKeys(form.extras, (id) => id, trim),
  };
}

// `trimmed` takes records; these interfaces are records without saying so.
const trim = <T extends object>(value: T): T => trimmed(value as Record<string, unknown>) as T;
