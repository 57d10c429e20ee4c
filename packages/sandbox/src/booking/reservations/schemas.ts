import { z } from 'zod';
import { couponCode, isoDate } from '../schemas';

const name = z.string().trim().min(1).max(100);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const guestSchema = z.object({
  email: z.union([z.string().trim().email().max(254), z.literal('')]).default(''),
  first_name: name,
  last_name: name,
  first_name_kana: optionalText(100),
  last_name_kana: optionalText(100),
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9+()\- ]*$/, 'must be a phone number')
    .optional()
    .default(''),
  additional: optionalText(1000),
});

export const reservationRoomSchema = z.object({
  room_type_code: z.string().min(1).max(40),
  room_plan_code: z.string().min(1).max(40),
  room_count: z.literal(1).default(1),
  adults: z.number().int().min(1).max(10),
  children: z.number().int().min(0).max(10).default(0),
  kids_tiers: z.array(z.object({ age: z.number().int().min(0).max(12), bed: z.boolean() })).max(10).default([]),
  kids_age_range: z.array(z.object({ code: z.string().min(1).max(10), count: z.number().int().min(0).max(10) })).max(10).optional().default([]),
  guest: guestSchema,
  total_price: z.number().int().min(0).max(100_000_000),
  membership_promotion_id: z.string().max(60).nullable().optional(),
  adult_companion: z.number().int().min(0).max(10).optional(),
  kid_tier_a_companion: z.number().int().min(0).max(10).optional(),
  checkin_date: isoDate,
  checkout_date: isoDate,
});

const extraOrder = z.object({
  extra_id: z.number().int().positive(),
  quantity: z.number().int().min(1).max(100),
  delivery_times: z
    .array(z.object({ delivered_at: z.string().max(40), quantity: z.number().int().min(1).max(100), price: z.number().min(0) }))
    .max(20)
    .default([]),
  answer: z.string().trim().max(500).optional(),
});

const answer = z.object({ question_id: z.number().int().positive(), text: z.string().trim().max(2000) });

export const createReservationSchema = z
  .object({
    rooms: z.array(reservationRoomSchema).min(1).max(8),
    payment_method: z.enum(['onsite', 'card', 'deferred', 'points']),
    card_token: z.string().min(1).max(200).optional(),
    coupon_code: couponCode,
    is_day_use: z.boolean().optional().default(false),
    extras: z.array(extraOrder).max(30).default([]),
    answers: z.array(answer).max(50).default([]),
    spending_point_value: z.number().int().min(0).max(10_000_000).default(0),
    staying_guest: z
      .object({ first_name: name, last_name: name, first_name_kana: optionalText(100), last_name_kana: optionalText(100) })
      .nullable()
      .optional(),
    email_permission: z.boolean().optional().default(false),
    locale: z.string().max(10).optional(),
  })
  .superRefine((body, issues) => {
    const [first] = body.rooms;
    if (!first) return;
    if (!first.guest.email) issues.addIssue({ code: 'custom', path: ['rooms', 0, 'guest', 'email'], message: 'is required' });
    if (!first.guest.phone) issues.addIssue({ code: 'custom', path: ['rooms', 0, 'guest', 'phone'], message: 'is required' });
    body.rooms.forEach((room, index) => {
      if (room.checkin_date !== first.checkin_date || room.checkout_date !== first.checkout_date) {
        issues.addIssue({ code: 'custom', path: ['rooms', index, 'checkin_date'], message: 'every room must have the same dates' });
      }
    });
    if (body.payment_method === 'card' && !body.card_token) {
      issues.addIssue({ code: 'custom', path: ['card_token'], message: 'is required for card payments' });
    }
  });

export type CreateReservationBody = z.infer<typeof createReservationSchema>;

export const updateReservationSchema = z.object({
  checkin_date: isoDate,
  checkout_date: isoDate,
  rooms: z.array(reservationRoomSchema).min(1).max(8),
  card_token: z.string().min(1).max(200).optional(),
});

export const cancelReservationSchema = z.object({
  language: z.string().max(10).optional().default('ja'),
  category: z.enum([
    'tripCancel',
    'roomCheaper',
    'travellersChanged',
    'onotherHotel',
    'other',
    'trip_cancelled',
    'cheaper_price_found',
    'guest_number_changed',
    'hotel_changed',
  ]),
  reason: z.string().trim().max(200).optional().default(''),
  details: z.string().trim().max(2000).optional().default(''),
});

export const updateGuestsSchema = z.object({ guests: z.array(guestSchema).min(1).max(8) });

export const answersSchema = z.object({ answers: z.array(answer).max(50) });

export const settlePaymentSchema = z.object({ card_token: z.string().min(1).max(200) });

/** `email` and `bypass_token` of the look-up calls (SPEC 3: also spelled byPassToken). */
export const lookupQuerySchema = z.object({
  email: z.string().trim().max(254).optional(),
  bypass_token: z.string().trim().max(200).optional(),
  byPassToken: z.string().trim().max(200).optional(),
});
