import type { AdditionalQuestion, Extra } from '@hotel/contracts';
import { q } from '../http/call';
import { unwrap } from '../http/envelope';
import { path } from '../http/path';
import type { BookingContext, ExtrasQuery, HotelRef, QuestionsQuery } from './booking-types';

/** Extras and the additional questions asked while booking (SPEC 7.1). */
export function extraCalls({ send, brandId }: BookingContext) {
  return {
    extras: async (hotelId: HotelRef, query: ExtrasQuery) =>
      unwrap<Extra[]>(await send({ method: 'get', path: path`hotels/${hotelId}/extras`, searchParams: { q: q(query) } })),
    hotelQuestions: async (hotelId: HotelRef, query: QuestionsQuery, roomPlanCodes: string[] = []) =>
      unwrap<AdditionalQuestion[]>(
        await send({
          method: 'get',
          path: path`hotels/${hotelId}/additional_questions`,
          searchParams: { q: q(query), room_plan_codes: roomPlanCodes.length > 0 ? roomPlanCodes.join(',') : undefined },
        }),
      ),
    brandQuestions: async (query: QuestionsQuery) =>
      unwrap<AdditionalQuestion[]>(
        await send({ method: 'get', path: path`hotel_brands/${brandId}/additional_questions`, searchParams: { q: q(query) } }),
      ),
  };
}
