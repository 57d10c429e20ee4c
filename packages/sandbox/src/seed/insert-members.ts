import { newMemberIdentifiers } from '../auth/member-identifiers';
import { addDays } from '@hotel/domain';
import { hashPassword } from '../auth/passwords';
import { newToken } from '../auth/tokens';
import type { SandboxDeps } from '../deps';
import { loadNightTables } from '../booking/night-table';
import { quoteRate } from '../booking/pricing/quote-rate';
import { daysBetween } from '../booking/pricing/stay';
import { needsOf, takeRooms } from '../booking/reservations/inventory-hold';
import { changePoints, pointsEarned } from '../booking/reservations/points';
import { newReservationNumber } from '../booking/reservations/create-reservation';
import type { StoredRoom } from '../booking/reservations/reservation-record';
import type { MemberSeed } from './catalogue-types';
import { japanToday } from '../clock/clock';
import { insertDemoActivity } from '../booking/memberships/demo-activity';

type Stay = MemberSeed['stays'][number];

/** One of a demo member's stays as a real reservation: priced like any other, holding rooms if still ahead. */
async function insertStay(deps: SandboxDeps, memberId: number, member: MemberSeed, stay: Stay): Promise<void> {
  const hotel = deps.catalogue.hotel(stay.hotelId);
  const room = hotel && deps.catalogue.roomType(hotel.id, stay.roomTypeCode);
  const plan = hotel && deps.catalogue.plan(hotel.id, stay.planCode);
  if (!hotel || !room || !plan) throw new Error(`seed stay refers to unknown hotel/room/plan ${JSON.stringify(stay)}`);
  const today = japanToday(deps.clock);
  const checkin = addDays(today, stay.checkinOffsetDays);
  const checkout = addDays(checkin, stay.nights);
  const nights = Array.from({ length: stay.nights }, (_, i) => addDays(checkin, i));
  // Past nights have no inventory rows any more; price them from the room's base rate.
  const table = (await loadNightTables(deps.db, [hotel.id], nights)).get(hotel.id) ?? new Map();
  for (const night of nights) if (!table.has(`${room.code}|${night}`)) table.set(`${room.code}|${night}`, { left: room.roomCount, rate: room.baseRate });
  const quote = quoteRate({
    hotel, room, plan, stay: { checkin, checkout, isDayUse: false, nights, daysToCheckin: daysBetween(today, checkin) },
    occupancies: [{ adults: stay.adults, children: 0, kidsAgeRange: [] }], nights: table, coupon: null,
  });
  if (typeof quote === 'string') throw new Error(`seed stay not bookable (${quote}): ${JSON.stringify(stay)}`);
  const paid = quote.rooms[0]!.memberPrice ?? quote.rooms[0]!.publicPrice;
  const guest = { email: member.email, first_name: member.firstName, last_name: member.lastName, first_name_kana: member.firstNameKana, last_name_kana: member.lastNameKana, phone: `+${member.mobilePrefix} ${member.mobile}` };
  const rooms: StoredRoom[] = [{
    room_type_code: room.code, room_plan_code: plan.code, adults: stay.adults, children: 0, kids_tiers: [], kids_age_range: [],
    guest, total_price: paid.total, tax: paid.tax, list_price: quote.rooms[0]!.total, day_rates: quote.rooms[0]!.dayRates,
  }];
  const number = newReservationNumber();
  const earned = stay.cancelled ? 0 : pointsEarned(paid.total);
  const cancellation = stay.cancelled
    ? { fee: 0, fees: [0], reason: null, category: 'trip_cancelled', details: null, cancelled_at: new Date(deps.clock.now().getTime() - 86_400_000).toISOString() }
    : null;
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO reservations (number, hotel_id, bypass_token, email, member_id, status, payment_status, payment_method, checkin,
         checkout, rooms, total_price, tax, earned_points, locale, cancellation, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'paid', 'card', $7, $8, $9, $10, $11, $12, $13, $14, now() - make_interval(days => $15))`,
      [number, hotel.id, newToken(), member.email, memberId, stay.cancelled ? 'cancelled' : 'done', checkin, checkout, JSON.stringify(rooms),
        paid.total, paid.tax, earned, member.country === 'JP' ? 'ja' : 'en', cancellation ? JSON.stringify(cancellation) : null,
        Math.max(1, 30 - stay.checkinOffsetDays)],
    );
    if (!stay.cancelled && checkin >= today) await takeRooms(tx, hotel.id, number, needsOf(rooms, nights));
    if (earned) await changePoints(tx, memberId, earned, number, 'earned');
  });
}

/** The two demo members of the seed, with their points, rank and past, coming-up and cancelled stays. */
export async function insertDemoMembers(deps: SandboxDeps, members: MemberSeed[]): Promise<void> {
  for (const member of members) {
    const ids = newMemberIdentifiers();
    const [row] = await deps.db.query<{ id: number }>(
      `INSERT INTO members (external_id, card_number, email, password_hash, first_name, last_name, first_name_kana, last_name_kana,
         kanji_first_name, kanji_last_name, mobile_prefix, mobile, birthday, gender, country, postal_code, prefecture, city, district,
         address, email_permission, confirmed, points, rank, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, true, 0, $22,
         now() - interval '800 days') RETURNING id`,
      [
        ids.externalId, ids.cardNumber, member.email.toLowerCase(), hashPassword(member.password),
        member.firstName, member.lastName, member.firstNameKana, member.lastNameKana, member.kanjiFirstName, member.kanjiLastName,
        member.mobilePrefix, member.mobile, member.birthday, member.gender, member.country, member.postalCode, member.prefecture,
        member.city, member.district, member.address, member.emailPermission, member.rank,
      ],
    );
    const memberId = row!.id;
    for (const stay of member.stays) await insertStay(deps, memberId, member, stay);
    // Golf, onsen, restaurant and gift-shop purchases, so every table of My rewards has what a member would see.
    await insertDemoActivity(deps.db, memberId, member.email);
    // Top the balance up to the seed's figure: stays before the sandbox existed earned the rest.
    const [balance] = await deps.db.query<{ points: number }>('SELECT points FROM members WHERE id = $1', [memberId]);
    await deps.db.transaction((tx) => changePoints(tx, memberId, member.points - (balance?.points ?? 0), 'SEED', 'adjusted'));
  }
}
