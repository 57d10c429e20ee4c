import type { HotelSeed, ReviewSeed } from '../catalogue-types';
import { placeOfHotel } from './hotels';
import { prefectureGuide } from './prefecture-guides';
import { randomFor, type Random } from './prng';
import { authors, closers, openers, remarks, titles, type ReviewTone } from './review-phrases';
import { fill, joinSentences } from './text';

/** Hotels without reviews, so their Reviews tab stays hidden (SPEC 2.5). */
const hotelsWithoutReviews = 6;

// Guests who write reviews mostly enjoyed their stay: ratings cluster between 3.5 and 5.
const ratingWeights: Array<[rating: number, weight: number]> = [
  [5, 20], [4.5, 25], [4, 25], [3.5, 14], [3, 7], [2.5, 4], [2, 2], [1.5, 2], [1, 1],
];

const travellerTypes: ReviewSeed['travellerType'][] = ['business', 'couple', 'family', 'friends', 'solo'];

function pickRating(random: Random): number {
  const total = ratingWeights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [rating, weight] of ratingWeights) {
    roll -= weight;
    if (roll < 0) return rating;
  }
  return 4;
}

function toneOf(rating: number): ReviewTone {
  return rating >= 4 ? 'positive' : rating >= 3 ? 'mixed' : 'negative';
}

function clampScore(score: number): number {
  return Math.min(5, Math.max(1, Math.round(score * 2) / 2));
}

function review(hotel: HotelSeed, random: Random): ReviewSeed {
  const place = placeOfHotel(hotel.id);
  const rating = pickRating(random);
  const tone = toneOf(rating);
  const travellerType = random.pick(travellerTypes);
  const values = { nights: random.int(2, 4), station: place.station, landmark: place.landmark, food: prefectureGuide(place.prefectureCode).localFood };
  const sentences = [random.pick(openers[travellerType]), ...random.sample(remarks[tone], 2), random.pick(closers[tone])];
  const nearStation = place.stationAccess === 'walk' && place.stationMinutes <= 3 ? 0.5 : 0;
  const near = (bias: number) => clampScore(rating + bias + random.pick([-0.5, 0, 0, 0.5]));
  return {
    hotelId: hotel.id,
    rating,
    title: { ...random.pick(titles[tone]) },
    body: joinSentences(sentences.map((sentence) => fill(sentence, values))),
    author: random.pick(authors),
    travellerType,
    scores: { cleanliness: near(0), service: near(0), location: near(nearStation), rooms: near(-0.5), value: near(0) },
    stayedDaysAgo: random.int(10, 600),
  };
}

/** 0 to 12 reviews per hotel, newest stays first; a few hotels have none. */
export function buildReviews(hotels: readonly HotelSeed[]): ReviewSeed[] {
  const silent = new Set(randomFor('reviews:silent').sample(hotels.map((hotel) => hotel.id), hotelsWithoutReviews));
  return hotels.flatMap((hotel) => {
    if (silent.has(hotel.id)) return [];
    const random = randomFor(`reviews:${hotel.code}`);
    const count = random.int(1, 12);
    return Array.from({ length: count }, () => review(hotel, random)).sort((a, b) => a.stayedDaysAgo - b.stayedDaysAgo);
  });
}
