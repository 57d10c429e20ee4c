import type { LocalizedText } from '@hotel/contracts';
import { amenities } from './amenities';
import type { HotelPlace } from './places';
import { prefectureGuide } from './prefecture-guides';
import type { Random } from './prng';
import { fill, lt } from './text';

// The English wording names the scene; the image generator draws from it (exterior, lobby, room, ...).
const exterior = lt('外観', 'Exterior', '외관', '外观', '外觀');
const lobby = lt('開放感のあるロビー', 'The airy lobby', '탁 트인 로비', '宽敞明亮的大堂', '寬敞明亮的大廳');
const frontDesk = lt('フロント', 'Front desk', '프런트', '前台', '櫃檯');
const room = lt('客室の一例', 'A typical guest room', '객실 예시', '客房示例', '客房示意');
const roomView = lt('客室からの眺め', 'View from a guest room', '객실에서 보는 풍경', '客房窗外景色', '客房窗外景色');
const breakfastRoom = lt('朝食会場', 'Breakfast restaurant', '조식 레스토랑', '早餐餐厅', '早餐餐廳');
const breakfastFood = lt('{food}が並ぶ朝食', 'Breakfast with {food}', '{food:이} 준비된 조식', '有{food}的早餐', '有{food}的早餐');
const exteriorAtNight = lt('夜の外観', 'Exterior at night', '밤의 외관', '夜晚的外观', '夜晚的外觀');
const nearby = lt('周辺の観光スポット：{landmark}', 'Sightseeing nearby: {landmark}', '주변 명소: {landmark}', '周边景点：{landmark}', '周邊景點：{landmark}');
const beach = lt('目の前に広がる海', 'The sea on the doorstep', '눈앞에 펼쳐진 바다', '近在眼前的大海', '近在眼前的大海');
const garden = lt('四季を映す中庭', 'Courtyard garden through the seasons', '사계절을 담은 안뜰 정원', '四季变换的中庭花园', '四季變換的中庭花園');

const byIcon: Array<[icon: string, caption: LocalizedText]> = [
  ['onsen', lt('天然温泉の露天風呂', 'Open-air hot spring bath', '천연 온천 노천탕', '天然温泉露天浴池', '天然溫泉露天浴池')],
  ['bath', lt('大浴場', 'Large public bath', '대욕장', '大浴场', '大浴場')],
  ['pool', lt('屋外プール', 'Outdoor swimming pool', '야외 수영장', '室外游泳池', '室外游泳池')],
  ['restaurant', lt('レストラン', 'Restaurant', '레스토랑', '餐厅', '餐廳')],
  ['bar', lt('バー＆ラウンジ', 'Bar and lounge', '바 & 라운지', '酒吧和休息厅', '酒吧和交誼廳')],
  ['gym', lt('フィットネスジム', 'Fitness gym', '피트니스 센터', '健身房', '健身房')],
  ['kids-room', lt('キッズルーム', 'Kids’ room', '키즈룸', '儿童游戏室', '兒童遊戲室')],
  ['laundry', lt('コインランドリー', 'Coin laundry', '코인 세탁실', '投币洗衣房', '投幣洗衣房')],
  ['meeting', lt('会議室', 'Meeting room', '회의실', '会议室', '會議室')],
];

/** 6 to 10 captions, one per gallery image; the exterior always comes first. */
export function imageCaptions(place: HotelPlace, amenityIds: readonly number[], random: Random): LocalizedText[] {
  const icons = new Set(amenities.filter((amenity) => amenityIds.includes(amenity.id)).map((amenity) => amenity.icon));
  const food = prefectureGuide(place.prefectureCode).localFood;
  const essentials = [exterior, random.chance(0.6) ? lobby : frontDesk, room, random.chance(0.5) ? breakfastRoom : fill(breakfastFood, { food })];
  const extras = [
    ...byIcon.filter(([icon]) => icons.has(icon)).map(([, caption]) => caption),
    ...(place.style === 'resort' ? [beach] : []),
    ...(place.style === 'traditional' ? [garden] : []),
    roomView,
    exteriorAtNight,
    fill(nearby, { landmark: place.landmark }),
  ];
  const count = random.int(6, 10);
  return [...essentials, ...random.sample(extras, count - essentials.length)];
}
