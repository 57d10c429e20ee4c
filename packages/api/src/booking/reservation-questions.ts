import type { AdditionalQuestion, QuestionAnswer } from '@hotel/contracts';
import { q } from '../http/call';
import { unwrap } from '../http/envelope';
import type { BookingContext, QuestionsQuery, ReservationRef } from './booking-types';
import { reservationCall } from './reservation-ref';

/** A reservation's additional questions with their answers, and the batch update of the answers. */
export function reservationQuestionCalls({ send }: BookingContext) {
  return {
    reservationQuestions: async (ref: ReservationRef, query: QuestionsQuery) => {
      const call = reservationCall(ref, '/additional_questions');
      return unwrap<AdditionalQuestion[]>(
        await send({ method: 'get', ...call, searchParams: { ...call.searchParams, q: q(query) } }),
      );
    },
    answerReservationQuestions: async (ref: ReservationRef, answers: QuestionAnswer[]) =>
      unwrap<AdditionalQuestion[]>(
        await send({ method: 'put', ...reservationCall(ref, '/additional_questions/batch_update'), json: { answers } }),
      ),
  };
}
