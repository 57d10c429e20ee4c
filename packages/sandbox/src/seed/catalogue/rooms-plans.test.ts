import { catalogue, countBy } from './test-support';

const { hotels, roomTypes, plans, policies, amenities } = catalogue;

const roomsOf = (hotelId: number) => roomTypes.filter((room) => room.hotelId === hotelId);
const plansOf = (hotelId: number) => plans.filter((plan) => plan.hotelId === hotelId);
const hotelsWith = (keep: (plan: (typeof plans)[number]) => boolean) => new Set(plans.filter(keep).map((plan) => plan.hotelId)).size;

describe('room types (issue: 3–8 per hotel)', () => {
  it('gives every hotel 3 to 8 room types with unique codes', () => {
    for (const hotel of hotels) {
      const rooms = roomsOf(hotel.id);
      expect(rooms.length).toBeGreaterThanOrEqual(3);
      expect(rooms.length).toBeLessThanOrEqual(8);
      expect(new Set(rooms.map((room) => room.code)).size).toBe(rooms.length);
      expect(rooms.map((room) => room.sortOrder)).toEqual(rooms.map((_, i) => i + 1));
    }
  });

  it('keeps sizes, capacity, counts, rates and pictures in range', () => {
    const roomAmenityIds = new Set(amenities.filter((a) => a.category === 'room').map((a) => a.id));
    for (const room of roomTypes) {
      expect(room.sizeM2).toBeGreaterThanOrEqual(15);
      expect(room.sizeM2).toBeLessThanOrEqual(60);
      expect(room.beds.length).toBeGreaterThan(0);
      expect(room.minPeople).toBeGreaterThanOrEqual(1);
      expect(room.minPeople).toBeLessThanOrEqual(room.maxPeople);
      expect(room.sleeps).toBeGreaterThanOrEqual(room.maxPeople);
      expect(room.roomCount).toBeGreaterThanOrEqual(4);
      expect(room.roomCount).toBeLessThanOrEqual(40);
      expect(room.baseRate).toBeGreaterThanOrEqual(6000);
      expect(room.baseRate).toBeLessThanOrEqual(45000);
      expect(room.baseRate % 100).toBe(0);
      expect(room.extraAdultRate).toBeGreaterThan(0);
      expect(room.pictureCount).toBeGreaterThanOrEqual(2);
      expect(room.pictureCount).toBeLessThanOrEqual(5);
      expect(room.amenityIds.length).toBeGreaterThanOrEqual(6);
      expect(room.amenityIds.length).toBeLessThanOrEqual(15);
      expect(room.amenityIds.every((id) => roomAmenityIds.has(id))).toBe(true);
    }
  });

  it('is mostly non-smoking', () => {
    const smoking = roomTypes.filter((room) => room.isSmoking).length;
    expect(smoking).toBeGreaterThan(0);
    expect(smoking / roomTypes.length).toBeLessThan(0.1);
  });

  it('prices Tokyo, Kyoto and the Okinawa resorts above an ordinary prefectural capital', () => {
    const mean = (list: typeof roomTypes) => list.reduce((sum, room) => sum + room.baseRate, 0) / list.length;
    const twinsIn = (codes: number[]) => roomTypes.filter((room) => room.code === 'TWN' && codes.includes(hotels[room.hotelId - 1]?.prefectureCode ?? 0));
    const ordinary = twinsIn([2, 3, 5, 6, 7, 8, 9, 10, 15, 16, 18, 21, 22, 24, 30, 31, 33, 35, 36, 37, 39, 41, 44, 45]);
    expect(mean(twinsIn([13]))).toBeGreaterThan(mean(ordinary));
    expect(mean(twinsIn([26]))).toBeGreaterThan(mean(ordinary));
    const okinawaResort = roomTypes.filter((room) => room.code === 'OCV' && hotels[room.hotelId - 1]?.prefectureCode === 47);
    expect(okinawaResort.length).toBeGreaterThan(0);
    expect(mean(okinawaResort)).toBeGreaterThan(mean(ordinary));
  });

  it('gives family hotels a room for four', () => {
    for (const hotel of hotels.filter((h) => h.kidsTiers)) {
      expect(roomsOf(hotel.id).some((room) => room.maxPeople >= 4)).toBe(true);
    }
  });
});

describe('plans (issue: 2–6 per hotel)', () => {
  const policyIds = new Set(policies.map((policy) => policy.id));

  it('gives every hotel 2 to 6 plans, room only and breakfast among them', () => {
    for (const hotel of hotels) {
      const list = plansOf(hotel.id);
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(6);
      expect(new Set(list.map((plan) => plan.code)).size).toBe(list.length);
      expect(list.map((plan) => plan.mealType)).toEqual(expect.arrayContaining(['room_only', 'breakfast']));
    }
    expect(plans.some((plan) => plan.mealType === 'two_meals')).toBe(true);
  });

  it('offers only the hotel’s own room types, at least one each, under an existing policy', () => {
    for (const plan of plans) {
      const codes = new Set(roomsOf(plan.hotelId).map((room) => room.code));
      expect(plan.roomTypeCodes.length).toBeGreaterThan(0);
      expect(plan.roomTypeCodes.every((code) => codes.has(code))).toBe(true);
      expect(policyIds.has(plan.cancellationPolicyId)).toBe(true);
    }
  });

  it('keeps rate factors, meal prices and pictures in range', () => {
    for (const plan of plans) {
      expect(plan.rateFactor).toBeGreaterThanOrEqual(0.85);
      expect(plan.rateFactor).toBeLessThanOrEqual(1.2);
      if (plan.mealType === 'room_only') expect(plan.mealPrice).toBe(0);
      if (plan.mealType === 'breakfast') expect([plan.mealPrice >= 1500, plan.mealPrice <= 3000]).toEqual([true, true]);
      if (plan.mealType === 'two_meals') expect([plan.mealPrice >= 6000, plan.mealPrice <= 12000]).toEqual([true, true]);
      expect(plan.pictureCount).toBeGreaterThanOrEqual(1);
      expect(plan.tripTypes.length).toBeGreaterThan(0);
    }
  });

  it('mixes on-site, card and pay-later payment', () => {
    for (const plan of plans) expect(plan.paymentMethods.length).toBeGreaterThan(0);
    const methods = countBy(plans.flatMap((plan) => plan.paymentMethods), (method) => method);
    for (const method of ['onsite', 'card', 'deferred']) expect(methods.get(method) ?? 0).toBeGreaterThan(20);
  });

  it('has members-only plans with a 5–15% sign-in discount at many hotels, and some public ones too', () => {
    const membersOnly = plans.filter((plan) => plan.membersOnly);
    for (const plan of membersOnly) {
      expect(plan.signInDiscountPercent).toBeGreaterThanOrEqual(5);
      expect(plan.signInDiscountPercent).toBeLessThanOrEqual(15);
    }
    expect(hotelsWith((plan) => plan.membersOnly)).toBeGreaterThanOrEqual(30);
    expect(hotelsWith((plan) => !plan.membersOnly && plan.signInDiscountPercent > 0)).toBeGreaterThanOrEqual(10);
  });

  it('has early-bird promotions of 14–60 days and 5–15% at some hotels', () => {
    const earlyBirds = plans.filter((plan) => plan.earlyBirdDays !== null);
    expect(earlyBirds.length).toBeGreaterThanOrEqual(10);
    expect(earlyBirds.length).toBeLessThan(hotels.length / 2);
    for (const plan of earlyBirds) {
      expect(plan.earlyBirdDays).toBeGreaterThanOrEqual(14);
      expect(plan.earlyBirdDays).toBeLessThanOrEqual(60);
      expect(plan.earlyBirdPercent).toBeGreaterThanOrEqual(5);
      expect(plan.earlyBirdPercent).toBeLessThanOrEqual(15);
    }
    for (const plan of plans.filter((p) => p.earlyBirdDays === null)) expect(plan.earlyBirdPercent).toBe(0);
  });

  it('sells day use exactly at the day-use hotels, for a single visit', () => {
    for (const hotel of hotels) {
      const dayUse = plansOf(hotel.id).filter((plan) => plan.isDayUse);
      expect([hotel.code, dayUse.length > 0]).toEqual([hotel.code, hotel.dayUseEnabled]);
      for (const plan of dayUse) expect(plan.minStay).toBe(1);
    }
  });

  it('asks for a minimum stay of 2 or 3 nights on a few plans', () => {
    const longStays = plans.filter((plan) => plan.minStay > 1);
    expect(longStays.length).toBeGreaterThanOrEqual(3);
    expect(longStays.length).toBeLessThanOrEqual(15);
    for (const plan of longStays) expect([2, 3]).toContain(plan.minStay);
  });
});
