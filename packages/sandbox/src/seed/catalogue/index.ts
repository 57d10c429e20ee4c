import type { Catalogue } from '../catalogue-types';
import { amenities } from './amenities';
import { buildExtras } from './extras';
import { buildHotels } from './hotels';
import { buildMembers } from './members';
import { buildPlans } from './plans';
import { policies } from './policies';
import { buildPromoCodes } from './promo-codes';
import { buildQuestions } from './questions';
import { buildReviews } from './reviews';
import { buildRoomTypes } from './rooms';

/** The whole seed catalogue. Deterministic: every call returns equal data, built afresh. */
export function buildCatalogue(): Catalogue {
  const hotels = buildHotels();
  const roomTypes = buildRoomTypes(hotels);
  const plans = buildPlans(hotels, roomTypes);
  return {
    amenities: amenities.map((amenity) => ({ ...amenity, name: { ...amenity.name } })),
    hotels,
    policies: policies.map((policy) => ({ ...policy, rules: policy.rules.map((rule) => ({ ...rule })), description: { ...policy.description } })),
    roomTypes,
    plans,
    reviews: buildReviews(hotels),
    extras: buildExtras(hotels, plans),
    questions: buildQuestions(hotels, plans),
    promoCodes: buildPromoCodes(hotels),
    members: buildMembers(hotels, roomTypes, plans),
  };
}

export { roomNight } from './inventory';
