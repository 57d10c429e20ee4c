import type { LocalizedText } from '@hotel/contracts';
import { amenities, amenityIdsIn } from './amenities';
import type { HotelPlace } from './places';
import type { Random } from './prng';
import { fill, joinSentences, lt } from './text';

const stayHours = lt(
  'チェックイン {checkin}〜24:00、チェックアウト {checkout}。',
  'Check-in {checkin}–24:00, check-out by {checkout}.',
  '체크인 {checkin}~24:00, 체크아웃 {checkout}까지.',
  '入住时间{checkin}–24:00，退房时间{checkout}前。',
  '入住時間{checkin}–24:00，退房時間{checkout}前。',
);
const dayUseHours = lt(
  'デイユースは10:00〜18:00の間で最大8時間ご利用いただけます。',
  'Day-use rooms can be used for up to 8 hours between 10:00 and 18:00.',
  '데이유스는 10:00~18:00 사이에 최대 8시간 이용하실 수 있습니다.',
  '钟点房可在10:00–18:00之间使用，最长8小时。',
  '休息房可在10:00–18:00之間使用，最長8小時。',
);

export function roomBookingTime(place: HotelPlace, checkin: string, checkout: string): LocalizedText {
  const hours = fill(stayHours, { checkin, checkout });
  return place.dayUse ? joinSentences([hours, dayUseHours]) : hours;
}

/** What every room has, by the names of the room amenities. */
export function roomFacilities(random: Random): LocalizedText[] {
  const ids = random.sample(amenityIdsIn('room'), random.int(5, 8));
  return amenities.filter((amenity) => ids.includes(amenity.id)).map((amenity) => ({ ...amenity.name }));
}

const services: LocalizedText[] = [
  lt('モーニングコール', 'Wake-up call', '모닝콜', '叫醒服务', '晨喚服務'),
  lt('クリーニング（当日仕上げ）', 'Same-day laundry and dry cleaning', '당일 세탁 서비스', '当日洗衣服务', '當日洗衣服務'),
  lt('宅配便の発送', 'Parcel shipping', '택배 발송', '快递寄送', '宅配寄送'),
  lt('タクシーの手配', 'Taxi arrangements', '택시 호출', '代叫出租车', '代叫計程車'),
  lt('観光のご案内', 'Sightseeing advice', '관광 안내', '观光咨询', '觀光諮詢'),
  lt('マッサージ（要予約）', 'Massage (reservation required)', '마사지(예약 필요)', '按摩（需预约）', '按摩（需預約）'),
  lt('連泊時の清掃（エコプラン選択可）', 'Daily housekeeping, or skip it for our eco option', '연박 시 객실 청소(에코 옵션 선택 가능)', '连住期间打扫客房（可选择环保方案）', '連住期間打掃客房（可選擇環保方案）'),
];

const rentalEquipment: LocalizedText[] = [
  lt('加湿器', 'Humidifier', '가습기', '加湿器', '加濕器'),
  lt('スマートフォン充電器', 'Smartphone charger', '스마트폰 충전기', '手机充电器', '手機充電器'),
  lt('アイロン・アイロン台', 'Iron and ironing board', '다리미와 다리미판', '熨斗和熨衣板', '熨斗和燙衣板'),
  lt('変換プラグ', 'Plug adapter', '변환 플러그', '转换插头', '轉換插頭'),
  lt('替えの枕', 'Extra pillow', '여분 베개', '备用枕头', '備用枕頭'),
  lt('ズボンプレッサー', 'Trouser press', '바지 다리미', '裤子熨平机', '褲子熨平機'),
  lt('傘', 'Umbrella', '우산', '雨伞', '雨傘'),
];

const forFamilies: LocalizedText[] = [
  lt('ベビーベッド', 'Baby cot', '아기 침대', '婴儿床', '嬰兒床'),
  lt('ベッドガード', 'Bed guard', '침대 가드', '床边护栏', '床邊護欄'),
  lt('お子さま用パジャマ', "Children's pyjamas", '어린이 잠옷', '儿童睡衣', '兒童睡衣'),
];

export function roomServices(random: Random): LocalizedText[] {
  return random.sample(services, random.int(3, 5));
}

export function roomRentalEquipment(place: HotelPlace, random: Random): LocalizedText[] {
  const chosen = random.sample(rentalEquipment, random.int(3, 5));
  return place.family ? [...chosen, ...forFamilies] : chosen;
}
