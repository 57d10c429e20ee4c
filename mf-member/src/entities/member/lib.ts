import type { CustomerField, GetCustomerResponse, Locale, LoyaltyCustomer, Membership, User } from '@hotel/contracts';
import { loyaltyFailure } from '@hotel/api';

/** getbyemail's one customer; a `status.success: false` answer (HTTP 200) is a failure too (SPEC 7.3). */
export function customerOf(response: GetCustomerResponse): LoyaltyCustomer {
  const failure = loyaltyFailure(response);
  if (failure) throw failure;
  const customer = response.customers.customer[0];
  if (!customer) throw new Error('loyalty: no customer for this e-mail');
  return customer;
}

export function fieldValue(fields: { field: CustomerField[] } | undefined, name: string): string {
  return fields?.field.find((field) => field.name === name)?.value ?? '';
}

/** The member's card number on the loyalty platform, what a hotel scans at the desk; else the external id. */
export function membershipIdOf(customer: LoyaltyCustomer): string {
  return customer.card_details.find((card) => card.status === 'ACTIVE')?.card_number ?? customer.external_id;
}

export interface MemberNames {
  firstName: string;
  lastName: string;
}

/** SPEC 3: the kanji names travel in custom fields; firstname and lastname then hold the kana. */
export function namesOf(customer: LoyaltyCustomer): MemberNames {
  const kanjiFirst = fieldValue(customer.custom_fields, 'kanjifirstname');
  const kanjiLast = fieldValue(customer.custom_fields, 'kanjilastname');
  if (kanjiFirst || kanjiLast) return { firstName: kanjiFirst, lastName: kanjiLast };
  return { firstName: customer.firstname, lastName: customer.lastname };
}

/** A full name in the order the language writes it: family name first in Japanese, Korean and Chinese. */
export function fullName({ firstName, lastName }: MemberNames, locale: Locale): string {
  const parts = locale === 'en' ? [firstName, lastName] : [lastName, firstName];
  return parts.filter(Boolean).join(' ');
}

/** SPEC 6: the greeting uses the first name in English and the last name otherwise. */
export function greetingName(user: Pick<User, 'firstName' | 'lastName'>, locale: Locale): string {
  return locale === 'en' ? user.firstName : user.lastName;
}

/** The card and profile of a member, from the loyalty record and the engine's membership. */
export interface Member extends MemberNames {
  customerId: number;
  membershipId: string;
  email: string;
  /** Joining date, read-only (SPEC 3 Member profile `created`). */
  joinedAt: string;
  customer: LoyaltyCustomer;
}

export function memberOf(customer: LoyaltyCustomer, membership: Membership | null): Member {
  return {
    ...namesOf(customer),
    customerId: customer.id,
    membershipId: membershipIdOf(customer),
    email: customer.email,
    joinedAt: membership?.joined_at ?? customer.registered_on,
    customer,
  };
}
