import type { MealType, PaymentMethodCode, RoomTypeFacts, TripType } from '@hotel/contracts';
import type { PlanFeature } from '../lib/filters';
import type { RoomSort } from '../lib/sorting';

// Message ids written out in full, so the catalogue check sees every one of them.

export const sortLabels: Record<RoomSort, string> = {
  recommended: 'hotel.rooms.sort.recommended',
  price_low_to_high: 'hotel.rooms.sort.priceLowToHigh',
  price_high_to_low: 'hotel.rooms.sort.priceHighToLow',
};

export const mealLabels: Record<MealType, string> = {
  room_only: 'hotel.rooms.meal.roomOnly',
  breakfast: 'hotel.rooms.meal.breakfast',
  two_meals: 'hotel.rooms.meal.twoMeals',
};

export const tripLabels: Record<TripType, string> = {
  business: 'hotel.rooms.trip.business',
  couple: 'hotel.rooms.trip.couple',
  family: 'hotel.rooms.trip.family',
  friends: 'hotel.rooms.trip.friends',
  solo: 'hotel.rooms.trip.solo',
};

export const paymentLabels: Record<PaymentMethodCode, string> = {
  onsite: 'hotel.rooms.pay.onsite',
  card: 'hotel.rooms.pay.card',
  deferred: 'hotel.rooms.pay.deferred',
  points: 'hotel.rooms.pay.points',
};

export const featureLabels: Record<PlanFeature, string> = {
  members_only: 'hotel.rooms.filter.membersOnly',
  free_cancellation: 'hotel.rooms.filter.freeCancellation',
  pay_at_hotel: 'hotel.rooms.filter.payAtHotel',
  discount: 'hotel.rooms.filter.discount',
};

export const bedLabels: Record<RoomTypeFacts['beds'][number]['type'], string> = {
  single: 'hotel.rooms.bed.single',
  semi_double: 'hotel.rooms.bed.semiDouble',
  double: 'hotel.rooms.bed.double',
  queen: 'hotel.rooms.bed.queen',
  king: 'hotel.rooms.bed.king',
  futon: 'hotel.rooms.bed.futon',
};
