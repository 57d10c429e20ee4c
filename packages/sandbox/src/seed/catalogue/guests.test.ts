import { catalogue, countBy } from './test-support';

const { hotels, reviews, extras, questions, plans, promoCodes, policies, members, roomTypes } = catalogue;

describe('reviews (issue: 0–12 per hotel)', () => {
  const perHotel = countBy(reviews, (review) => review.hotelId);

  it('gives each hotel 0 to 12 reviews, and at least 5 hotels none', () => {
    for (const hotel of hotels) expect(perHotel.get(hotel.id) ?? 0).toBeLessThanOrEqual(12);
    expect(hotels.filter((hotel) => !perHotel.has(hotel.id)).length).toBeGreaterThanOrEqual(5);
  });

  it('rates 1 to 5 in half steps, mostly 3.5 to 5', () => {
    for (const review of reviews) {
      expect(review.rating * 2).toBe(Math.round(review.rating * 2));
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      for (const score of Object.values(review.scores)) {
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(5);
      }
      expect(review.stayedDaysAgo).toBeGreaterThanOrEqual(10);
      expect(review.stayedDaysAgo).toBeLessThanOrEqual(600);
      expect(review.author.length).toBeGreaterThan(0);
    }
    expect(reviews.filter((review) => review.rating >= 3.5).length / reviews.length).toBeGreaterThan(0.75);
    expect(new Set(reviews.map((review) => review.travellerType)).size).toBe(5);
  });

  it('writes varied titles and bodies', () => {
    expect(new Set(reviews.map((review) => review.body.en)).size).toBeGreaterThan(reviews.length * 0.9);
  });
});

describe('extras (issue: at about a third of the hotels)', () => {
  it('sells extras at about a third of the hotels, with unique ids', () => {
    const withExtras = new Set(extras.map((extra) => extra.hotelId)).size;
    expect(withExtras).toBeGreaterThanOrEqual(24);
    expect(withExtras).toBeLessThanOrEqual(30);
    expect(extras.map((extra) => extra.id)).toEqual(extras.map((_, i) => i + 1));
  });

  it('keeps units, prices, delivery times and questions consistent', () => {
    for (const extra of extras) {
      expect(extra.minUnit).toBeGreaterThanOrEqual(1);
      expect(extra.minUnit).toBeLessThanOrEqual(extra.maxUnit);
      expect(extra.price).toBeGreaterThan(0);
      expect(extra.deliveryTimesActive).toBe(extra.deliveryTimes.length > 0);
      for (const time of extra.deliveryTimes) expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(extra.imageCount).toBeGreaterThanOrEqual(1);
      const planCodes = new Set(plans.filter((plan) => plan.hotelId === extra.hotelId).map((plan) => plan.code));
      for (const code of extra.roomPlanCodes ?? []) expect(planCodes.has(code)).toBe(true);
    }
    expect(extras.some((extra) => extra.deliveryTimesActive)).toBe(true);
    expect(extras.some((extra) => extra.questionActive)).toBe(true);
    expect(extras.some((extra) => !extra.questionActive)).toBe(true);
  });
});

describe('additional questions (issue: 2 brand-wide and some per hotel)', () => {
  it('asks two brand-wide questions: arrival time and purpose of stay', () => {
    const brand = questions.filter((question) => question.hotelId === null);
    expect(brand).toHaveLength(2);
    const arrival = brand.find((question) => question.answerType === 'time');
    expect(arrival?.labels).toEqual(expect.arrayContaining(['required:true', 'place_booking_process', 'all_users']));
    expect(arrival?.settings).toMatchObject({ startedAt: '15:00', endedAt: '23:00', timeIntervalValue: 30 });
    const purpose = brand.find((question) => question.answerType === 'options');
    for (const locale of ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'] as const) expect(purpose?.settings.answerOptions[locale]?.length).toBeGreaterThanOrEqual(3);
  });

  it('adds hotel questions at some hotels, labelled with the hotel and a place', () => {
    const own = questions.filter((question) => question.hotelId !== null);
    expect(new Set(own.map((q) => q.hotelId)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    for (const question of own) {
      expect(question.labels).toContain(`hotel:${question.hotelId}`);
      expect(question.labels.some((label) => label.startsWith('place_'))).toBe(true);
      expect(question.labels.filter((label) => label.startsWith('required:'))).toHaveLength(1);
      const planCodes = new Set(plans.filter((plan) => plan.hotelId === question.hotelId).map((plan) => plan.code));
      for (const code of question.roomPlanCodes ?? []) expect(planCodes.has(code)).toBe(true);
      if (question.answerType === 'options') expect(question.settings.answerOptions.en?.length).toBeGreaterThanOrEqual(2);
      if (question.answerType === 'time') expect(question.settings.timeIntervalValue).toBeGreaterThan(0);
    }
  });
});

describe('cancellation policies and promo codes', () => {
  it('has 4–5 policies, one non-refundable, rules most days first', () => {
    expect(policies.length).toBeGreaterThanOrEqual(4);
    expect(policies.length).toBeLessThanOrEqual(5);
    expect(policies.some((policy) => policy.freeUntilDaysBefore === null && policy.rules.every((rule) => rule.percent === 100))).toBe(true);
    for (const policy of policies) {
      const days = policy.rules.map((rule) => rule.daysBefore);
      expect(days).toEqual([...days].sort((a, b) => b - a));
      if (policy.freeUntilDaysBefore !== null) expect(Math.max(...days)).toBeLessThan(policy.freeUntilDaysBefore);
    }
  });

  it('has exactly five upper-case promo codes including OFF5 at 5%', () => {
    expect(promoCodes).toHaveLength(5);
    expect(promoCodes.find((promo) => promo.code === 'OFF5')?.percent).toBe(5);
    for (const promo of promoCodes) expect(promo.code).toMatch(/^[A-Z0-9]{3,10}$/);
    const ids = new Set(hotels.map((hotel) => hotel.id));
    for (const promo of promoCodes) for (const id of promo.hotelIds ?? []) expect(ids.has(id)).toBe(true);
  });
});

describe('demo members (issue: Hanako and Emily)', () => {
  it('has the two members with their ranks and points', () => {
    expect(members.map((m) => [m.email, m.rank, m.password])).toEqual([
      ['hanako.sato@example.jp', 'GOLD', 'Sakura2026!'],
      ['emily.clark@example.com', 'SILVER', 'Sakura2026!'],
    ]);
    expect(members[0]).toMatchObject({ kanjiLastName: '佐藤', kanjiFirstName: '花子', lastNameKana: 'サトウ', points: 3200 });
    expect(members[1]?.points).toBe(850);
  });

  it('gives each a past, a coming and a cancelled stay at a room the plan really offers', () => {
    for (const member of members) {
      expect(member.stays.some((stay) => stay.checkinOffsetDays < 0 && !stay.cancelled)).toBe(true);
      expect(member.stays.some((stay) => stay.checkinOffsetDays > 0 && !stay.cancelled)).toBe(true);
      expect(member.stays.some((stay) => stay.cancelled)).toBe(true);
      for (const stay of member.stays) {
        const plan = plans.find((p) => p.hotelId === stay.hotelId && p.code === stay.planCode);
        const room = roomTypes.find((r) => r.hotelId === stay.hotelId && r.code === stay.roomTypeCode);
        expect(plan?.roomTypeCodes).toContain(stay.roomTypeCode);
        expect(plan?.isDayUse).toBe(false);
        expect(plan?.minStay).toBeLessThanOrEqual(stay.nights);
        expect(room?.maxPeople).toBeGreaterThanOrEqual(stay.adults);
      }
    }
  });
});
