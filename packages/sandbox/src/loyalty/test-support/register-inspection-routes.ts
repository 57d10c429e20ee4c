import { z } from 'zod';
import type { SandboxDeps } from '../../deps';
import type { Router } from '../../http/router';
import { plainErrors } from '../../services/error-shapes';

const historyRequest = z.object({
  email: z.string(),
  entries: z.array(
    z.object({
      kind: z.enum(['earned', 'spent', 'refunded', 'adjusted']),
      points: z.number().int(),
      description: z.string(),
      reservation: z.object({ number: z.string(), totalPrice: z.number().int() }).optional(),
    }),
  ),
});

const hotelName = JSON.stringify({
  ja: 'テストホテル',
  en: 'Test Hotel',
  ko: '테스트 호텔',
  'zh-CN': '测试酒店',
  'zh-TW': '測試酒店',
});

/** The one hotel test reservations point at; its many required columns hold placeholders. */
async function ensureTestHotel(deps: SandboxDeps): Promise<void> {
  await deps.db.query(
    `INSERT INTO hotels (id, code, brand_id, prefecture_code, region_keyword, name, city, district, street, post_code,
       latitude, longitude, phone, email, checkin_time, checkout_time, overview, transportations, amenity_ids,
       travel_goal_tags, popular_order, image_captions, day_use_enabled, undated_search_enabled, room_booking_time,
       room_facilities, room_services, room_rental_equipment, nearby_hotel_ids, call_out_phone)
     VALUES (9001, 'TEST', 297, 13, 'tokyo', $1, '{}', '{}', '{}', '1000001', 35.68, 139.76, '03-0000-0000',
       'test@example.com', '15:00', '10:00', '{}', '[]', '{}', '{}', 1, '[]', false, false, '{}', '[]', '[]', '[]', '{}', '')
     ON CONFLICT (id) DO NOTHING`,
    [hotelName],
  );
}

/**
 * Tests only: GET /test-loyalty/member?email= shows a member's columns as stored, and POST
 * /test-loyalty/history writes point history (with reservations) the way the booking engine does.
 */
export function registerLoyaltyInspectionForTests(router: Router, deps: SandboxDeps): void {
  router
    .service('/test-loyalty', plainErrors, () => 'en')
    .get('/member', async (ctx) => {
      const [member] = await deps.db.query('SELECT * FROM members WHERE email = $1', [ctx.query.get('email')]);
      return member ? { body: member } : { status: 404, body: { message: 'no member' } };
    })
    .post('/history', async (ctx) => {
      const body = ctx.json(historyRequest);
      await ensureTestHotel(deps);
      const [member] = await deps.db.query<{ id: number }>('SELECT id FROM members WHERE email = $1', [body.email]);
      for (const entry of body.entries) {
        if (entry.reservation) {
          await deps.db.query(
            `INSERT INTO reservations (number, hotel_id, bypass_token, email, member_id, status, payment_status, payment_method,
               checkin, checkout, rooms, total_price, tax)
             VALUES ($1, 9001, 'bypass', $2, $3, 'done', 'paid', 'credit_card', '2030-01-01', '2030-01-02', '[]', $4, 0)
             ON CONFLICT (number) DO NOTHING`,
            [entry.reservation.number, body.email, member!.id, entry.reservation.totalPrice],
          );
        }
        await deps.db.query('UPDATE members SET points = GREATEST(0, points + $2) WHERE id = $1', [member!.id, entry.points]);
        await deps.db.query(
          'INSERT INTO point_history (member_id, reservation_number, points, kind, description) VALUES ($1, $2, $3, $4, $5)',
          [
            member!.id,
            entry.reservation?.number ?? null,
            entry.points,
            entry.kind,
            JSON.stringify({ ja: entry.description, en: entry.description }),
          ],
        );
      }
      return { status: 201, body: { written: body.entries.length } };
    });
}
