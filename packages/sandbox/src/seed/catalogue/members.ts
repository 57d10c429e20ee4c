import type { HotelSeed, MemberSeed, PlanSeed, RoomTypeSeed } from '../catalogue-types';

type Stay = MemberSeed['stays'][number];

interface StayWish {
  hotelCode: string;
  checkinOffsetDays: number;
  nights: number;
  adults: number;
  cancelled: boolean;
  /** Tried first when it offers a fitting room. */
  preferredPlan?: string;
}

export const demoMemberPassword = 'Sakura2026!';

/** The first room and plan of the hotel that can really be booked for this stay. */
function stay(wish: StayWish, hotels: readonly HotelSeed[], roomTypes: readonly RoomTypeSeed[], plans: readonly PlanSeed[]): Stay {
  const hotel = hotels.find((h) => h.code === wish.hotelCode);
  if (!hotel) throw new RangeError(`No hotel ${wish.hotelCode}`);
  const rooms = roomTypes.filter((room) => room.hotelId === hotel.id && room.maxPeople >= wish.adults && room.minPeople <= wish.adults);
  const bookable = plans.filter((p) => p.hotelId === hotel.id && !p.isDayUse && p.minStay <= wish.nights);
  const preferredFirst = [...bookable].sort((a, b) => Number(b.code === wish.preferredPlan) - Number(a.code === wish.preferredPlan));
  for (const plan of preferredFirst) {
    const room = rooms.find((r) => plan.roomTypeCodes.includes(r.code));
    if (room) {
      return {
        hotelId: hotel.id,
        roomTypeCode: room.code,
        planCode: plan.code,
        checkinOffsetDays: wish.checkinOffsetDays,
        nights: wish.nights,
        adults: wish.adults,
        cancelled: wish.cancelled,
      };
    }
  }
  throw new RangeError(`No room and plan at ${wish.hotelCode} for ${wish.adults} adults`);
}

export function buildMembers(hotels: readonly HotelSeed[], roomTypes: readonly RoomTypeSeed[], plans: readonly PlanSeed[]): MemberSeed[] {
  const book = (wish: StayWish) => stay(wish, hotels, roomTypes, plans);
  return [
    {
      email: 'hanako.sato@example.jp',
      password: demoMemberPassword,
      firstName: 'Hanako',
      lastName: 'Sato',
      firstNameKana: 'ハナコ',
      lastNameKana: 'サトウ',
      kanjiFirstName: '花子',
      kanjiLastName: '佐藤',
      mobilePrefix: '+81',
      mobile: '9012345678',
      birthday: '1988-04-12',
      gender: 'female',
      country: 'JP',
      postalCode: '154-0004',
      prefecture: '東京都',
      city: '世田谷区',
      district: '太子堂',
      address: '2-14-5 さくらハイツ201',
      points: 3200,
      rank: 'GOLD',
      emailPermission: true,
      stays: [
        book({ hotelCode: 'SKR-KYO-03', checkinOffsetDays: -120, nights: 2, adults: 2, cancelled: false, preferredPlan: 'HALF-BOARD' }),
        book({ hotelCode: 'SKR-HKD-02', checkinOffsetDays: -45, nights: 1, adults: 2, cancelled: false, preferredPlan: 'BREAKFAST' }),
        book({ hotelCode: 'SKR-OKN-03', checkinOffsetDays: 21, nights: 3, adults: 2, cancelled: false, preferredPlan: 'MEMBERS' }),
        book({ hotelCode: 'SKR-TKY-01', checkinOffsetDays: 10, nights: 1, adults: 1, cancelled: true }),
      ],
    },
    {
      email: 'emily.clark@example.com',
      password: demoMemberPassword,
      firstName: 'Emily',
      lastName: 'Clark',
      firstNameKana: 'エミリー',
      lastNameKana: 'クラーク',
      kanjiFirstName: '',
      kanjiLastName: '',
      mobilePrefix: '+1',
      mobile: '4155550123',
      birthday: '1992-09-03',
      gender: 'female',
      country: 'US',
      postalCode: '94103',
      prefecture: 'California',
      city: 'San Francisco',
      district: 'SoMa',
      address: '845 Howard Street, Apt 12',
      points: 850,
      rank: 'SILVER',
      emailPermission: false,
      stays: [
        book({ hotelCode: 'SKR-TKY-02', checkinOffsetDays: -60, nights: 3, adults: 1, cancelled: false }),
        book({ hotelCode: 'SKR-KYO-01', checkinOffsetDays: 14, nights: 2, adults: 1, cancelled: false, preferredPlan: 'BREAKFAST' }),
        book({ hotelCode: 'SKR-OSA-02', checkinOffsetDays: 30, nights: 2, adults: 2, cancelled: true }),
      ],
    },
  ];
}
