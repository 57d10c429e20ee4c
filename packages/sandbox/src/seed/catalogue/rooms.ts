import type { LocalizedText } from '@hotel/contracts';
import type { HotelSeed, RoomTypeSeed } from '../catalogue-types';
import { amenityId } from './amenities';
import { placeOfHotel } from './hotels';
import type { HotelPlace, HotelStyle } from './places';
import { randomFor, roundTo, type Random } from './prng';
import { archetypeOrder, roomArchetype } from './room-archetypes';
import { fill, joinSentences, lt } from './text';

const roomTypesByStyle: Record<HotelStyle, { core: string[]; optional: string[] }> = {
  business: { core: ['SGL', 'DBL', 'TWN'], optional: ['SGL-SMK', 'UNV', 'TRP', 'KNG', 'DTW'] },
  city: { core: ['DBL', 'TWN', 'KNG'], optional: ['SGL', 'DTW', 'UNV', 'TRP', 'STE'] },
  resort: { core: ['OCV', 'TWN', 'DTW'], optional: ['KNG', 'STE', 'UNV', 'FAM'] },
  onsen: { core: ['JWS', 'TWN', 'JWM'], optional: ['DTW', 'DBL', 'STE', 'FAM'] },
  traditional: { core: ['DBL', 'TWN', 'JWS'], optional: ['DTW', 'JWM', 'KNG', 'STE'] },
};

const everyRoom = ['wifi', 'aircon', 'tv', 'fridge', 'kettle', 'hairdryer', 'toiletries', 'slippers'];
const sometimes = ['curtains', 'bidet', 'humidifier', 'usb', 'pajamas', 'safe', 'desk'];

const finishingTouches: LocalizedText[] = [
  lt('遮光カーテンで朝までぐっすりお休みいただけます。', 'Blackout curtains help you sleep soundly until morning.', '암막 커튼으로 아침까지 푹 주무실 수 있습니다.', '遮光窗帘助您一觉睡到天亮。', '遮光窗簾助您一覺睡到天亮。'),
  lt('高層階のお部屋からは{district}の街並みを一望できます。', 'Rooms on the upper floors look out over {district}.', '고층 객실에서는 {district} 거리가 한눈에 내려다보입니다.', '从高层客房可以俯瞰{district}的街景。', '從高樓層客房可以俯瞰{district}的街景。'),
  lt('枕は硬さの異なる2種類をご用意しています。', 'Each bed comes with two pillows of different firmness.', '베개는 단단함이 다른 두 종류를 준비해 두었습니다.', '每张床都配有两种软硬不同的枕头。', '每張床都配有兩種軟硬不同的枕頭。'),
  lt('デスク周りにはコンセントとUSBポートを備え、お仕事もはかどります。', 'Sockets and USB ports by the desk make it easy to get work done.', '책상 주변에 콘센트와 USB 포트가 있어 업무도 편리합니다.', '书桌旁设有插座和USB接口，方便办公。', '書桌旁設有插座和USB插孔，方便辦公。'),
  lt('バスルームには地元産のアメニティをご用意しています。', 'The bathroom is stocked with locally made toiletries.', '욕실에는 이 지역에서 만든 어메니티를 준비해 두었습니다.', '浴室备有本地生产的洗漱用品。', '浴室備有在地生產的盥洗用品。'),
];

/** How expensive the destination is compared with an ordinary prefectural capital. */
function priceLevel(place: HotelPlace): number {
  const byPrefecture: Record<number, number> = { 13: 1.3, 26: 1.3, 47: 1.2, 27: 1.15, 14: 1.1, 1: 1.05, 40: 1.05 };
  return (byPrefecture[place.prefectureCode] ?? 0.92) * (place.style === 'resort' ? 1.1 : 1);
}

function chooseCodes(place: HotelPlace, random: Random): string[] {
  const { core, optional } = roomTypesByStyle[place.style];
  // A family hotel needs a room for four; a Japanese-style room already is one.
  const required = place.family && !core.includes('JWS') ? ['FAM'] : [];
  const count = random.int(3, 8);
  const pool = optional.filter((code) => !required.includes(code));
  const extra = random.sample(pool, count - core.length - required.length);
  return [...core, ...required, ...extra].sort((a, b) => archetypeOrder.indexOf(a) - archetypeOrder.indexOf(b));
}

function roomType(hotel: HotelSeed, place: HotelPlace, code: string, sortOrder: number, random: Random): RoomTypeSeed {
  const archetype = roomArchetype(code);
  const sizeM2 = random.int(archetype.size[0], archetype.size[1]);
  const baseRate = Math.min(45000, Math.max(6000, roundTo(random.int(archetype.rate[0], archetype.rate[1]) * priceLevel(place), 100)));
  const icons = new Set([...everyRoom, ...archetype.amenityIcons, ...random.sample(sometimes, random.int(0, 3))]);
  const touch = fill(random.pick(finishingTouches), { district: place.district });
  return {
    hotelId: hotel.id,
    code,
    name: { ...archetype.name },
    description: joinSentences([fill(archetype.description, { size: sizeM2 }), touch]),
    sizeM2,
    beds: archetype.beds.map((bed) => ({ ...bed })),
    isSmoking: archetype.isSmoking,
    minPeople: archetype.people[0],
    maxPeople: archetype.people[1],
    sleeps: archetype.sleeps,
    roomCount: random.int(archetype.roomCount[0], archetype.roomCount[1]),
    amenityIds: [...icons].slice(0, 15).map(amenityId).sort((a, b) => a - b),
    pictureCount: random.int(2, 5),
    baseRate,
    extraAdultRate: Math.max(2000, roundTo(baseRate * 0.25, 500)),
    sortOrder,
  };
}

/** 3 to 8 room types per hotel, chosen for the hotel's style; families always find a room for four. */
export function buildRoomTypes(hotels: readonly HotelSeed[]): RoomTypeSeed[] {
  return hotels.flatMap((hotel) => {
    const place = placeOfHotel(hotel.id);
    const random = randomFor(`rooms:${hotel.code}`);
    return chooseCodes(place, random).map((code, index) => roomType(hotel, place, code, index + 1, random));
  });
}
