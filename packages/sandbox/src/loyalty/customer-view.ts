import type { CustomerField, LoyaltyCustomer } from '@hotel/contracts';
import type { StoredCustomerFields } from './customer-mapping';
import type { MemberRow } from './members';

export interface PointsTotals {
  redeemed: number;
  cumulativePurchases: number;
}

/** Named values first in the given order, then whatever else the member's profile keeps. */
function fieldList(known: Record<string, string>, kept: Record<string, string> | undefined): CustomerField[] {
  return Object.entries({ ...kept, ...known }).map(([name, value]) => ({ name, value }));
}

function japaneseAddress(member: MemberRow): string {
  return [member.prefecture, member.city, member.district, member.address].filter(Boolean).join(' ');
}

/** A member as the loyalty platform describes a customer (getbyemail's customers.customer[0]). */
export function toLoyaltyCustomer(
  member: MemberRow,
  totals: PointsTotals,
  include: { cardDetails: boolean; pointsSummary: boolean },
): LoyaltyCustomer {
  const stored = member.extended_fields as StoredCustomerFields;
  const custom = stored.custom_fields ?? {};
  const extended = stored.extended_fields ?? {};
  // SPEC 3: firstname and lastname hold kana when the member has Japanese names, kanji in custom fields.
  const hasKana = Boolean(member.first_name_kana || member.last_name_kana);
  return {
    id: member.id,
    firstname: hasKana ? member.first_name_kana : member.first_name,
    lastname: hasKana ? member.last_name_kana : member.last_name,
    email: member.email,
    mobile: `${member.mobile_prefix.replace(/\D/g, '')}${member.mobile}`,
    external_id: member.external_id,
    registered_on: new Date(member.created_at).toISOString(),
    loyalty_points: member.points,
    current_slab: member.rank,
    custom_fields: {
      field: fieldList(
        {
          kanjifirstname: member.kanji_first_name || (hasKana ? member.first_name : ''),
          kanjilastname: member.kanji_last_name || (hasKana ? member.last_name : ''),
          email2: custom.email2 ?? '',
          mobile2: custom.mobile2 ?? '',
          landline: `${member.landline_prefix.replace(/\D/g, '')}${member.landline}`,
          fax: custom.fax ?? '',
          customer_address: custom.customer_address ?? japaneseAddress(member),
        },
        custom,
      ),
    },
    extended_fields: {
      field: fieldList(
        {
          zip: member.postal_code,
          area: member.prefecture,
          city: member.city,
          state: member.district,
          country_of_residence: extended.country_of_residence ?? member.country,
          gender: member.gender ?? '',
          dob: member.birthday ?? '',
          acquisition_channel: extended.acquisition_channel ?? '',
          mobile: `${member.mobile_prefix.replace(/\D/g, '')}${member.mobile}`,
        },
        extended,
      ),
    },
    card_details: include.cardDetails ? [{ card_number: member.card_number, status: 'ACTIVE' }] : [],
    points_summaries: {
      points_summary: include.pointsSummary
        ? [{ loyaltyPoints: member.points, redeemed: totals.redeemed, expired: 0, cumulativePurchases: totals.cumulativePurchases }]
        : [],
    },
  };
}
