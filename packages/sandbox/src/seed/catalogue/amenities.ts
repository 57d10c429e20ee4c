import type { AmenitySeed } from '../catalogue-types';
import { lt } from './text';

type Row = [icon: string, category: AmenitySeed['category'], ja: string, en: string, ko: string, zhCN: string, zhTW: string];

const rows: Row[] = [
  ['wifi', 'room', '無料Wi-Fi', 'Free Wi-Fi', '무료 와이파이', '免费无线网络', '免費無線網路'],
  ['aircon', 'room', 'エアコン', 'Air conditioning', '에어컨', '空调', '空調'],
  ['tv', 'room', '薄型テレビ', 'Flat-screen TV', '평면 TV', '平板电视', '平板電視'],
  ['fridge', 'room', '冷蔵庫', 'Refrigerator', '냉장고', '冰箱', '冰箱'],
  ['kettle', 'room', '電気ケトル', 'Electric kettle', '전기 주전자', '电热水壶', '電熱水壺'],
  ['hairdryer', 'room', 'ヘアドライヤー', 'Hair dryer', '헤어드라이어', '吹风机', '吹風機'],
  ['safe', 'room', '金庫', 'In-room safe', '객실 금고', '客房保险箱', '客房保險箱'],
  ['bathtub', 'room', 'バスタブ', 'Bathtub', '욕조', '浴缸', '浴缸'],
  ['shower', 'room', 'レインシャワー', 'Rain shower', '레인 샤워', '花洒淋浴', '花灑淋浴'],
  ['toiletries', 'room', 'アメニティセット', 'Toiletries', '세면용품', '洗漱用品', '盥洗用品'],
  ['pajamas', 'room', 'ナイトウェア', 'Sleepwear', '잠옷', '睡衣', '睡衣'],
  ['slippers', 'room', 'スリッパ', 'Slippers', '슬리퍼', '拖鞋', '拖鞋'],
  ['desk', 'room', 'ワークデスク', 'Work desk', '업무용 책상', '办公桌', '辦公桌'],
  ['humidifier', 'room', '加湿空気清浄機', 'Air purifier with humidifier', '가습 공기청정기', '加湿空气净化器', '加濕空氣清淨機'],
  ['usb', 'room', 'USB充電ポート', 'USB charging ports', 'USB 충전 포트', 'USB充电接口', 'USB充電插孔'],
  ['trouser-press', 'room', 'ズボンプレッサー', 'Trouser press', '바지 다리미', '裤子熨平机', '褲子熨平機'],
  ['microwave', 'room', '電子レンジ', 'Microwave', '전자레인지', '微波炉', '微波爐'],
  ['bidet', 'room', '温水洗浄便座', 'Bidet toilet', '비데', '智能马桶盖', '免治馬桶'],
  ['curtains', 'room', '遮光カーテン', 'Blackout curtains', '암막 커튼', '遮光窗帘', '遮光窗簾'],
  ['coffee', 'room', 'コーヒーマシン', 'Coffee machine', '커피 머신', '咖啡机', '咖啡機'],
  ['balcony', 'room', 'バルコニー', 'Balcony', '발코니', '阳台', '陽台'],
  ['yukata', 'room', '浴衣', 'Yukata robe', '유카타', '浴衣', '浴衣'],
  ['non-smoking', 'hotel', '全室禁煙', 'Non-smoking rooms', '전 객실 금연', '全部客房禁烟', '全部客房禁菸'],
  ['bath', 'hotel', '大浴場', 'Large public bath', '대욕장', '大浴场', '大浴場'],
  ['onsen', 'hotel', '天然温泉', 'Natural hot spring', '천연 온천', '天然温泉', '天然溫泉'],
  ['restaurant', 'hotel', 'レストラン', 'Restaurant', '레스토랑', '餐厅', '餐廳'],
  ['bar', 'hotel', 'バー＆ラウンジ', 'Bar and lounge', '바 & 라운지', '酒吧和休息厅', '酒吧和交誼廳'],
  ['gym', 'hotel', 'フィットネスジム', 'Fitness gym', '피트니스 센터', '健身房', '健身房'],
  ['pool', 'hotel', 'プール', 'Swimming pool', '수영장', '游泳池', '游泳池'],
  ['laundry', 'hotel', 'コインランドリー', 'Coin laundry', '코인 세탁실', '投币洗衣房', '投幣洗衣房'],
  ['parking', 'hotel', '駐車場', 'Parking', '주차장', '停车场', '停車場'],
  ['shop', 'hotel', '売店', 'Hotel shop', '매점', '小卖部', '商店'],
  ['vending', 'hotel', '自動販売機', 'Vending machines', '자동판매기', '自动售货机', '自動販賣機'],
  ['kids-room', 'hotel', 'キッズルーム', 'Kids’ room', '키즈룸', '儿童游戏室', '兒童遊戲室'],
  ['wheelchair', 'hotel', 'バリアフリールーム', 'Wheelchair-accessible rooms', '배리어프리 객실', '无障碍客房', '無障礙客房'],
  ['elevator', 'hotel', 'エレベーター', 'Elevator', '엘리베이터', '电梯', '電梯'],
  ['meeting', 'hotel', '会議室', 'Meeting rooms', '회의실', '会议室', '會議室'],
  ['business', 'hotel', 'ビジネスコーナー', 'Business corner', '비즈니스 코너', '商务角', '商務角'],
  ['smoking-area', 'hotel', '喫煙所', 'Smoking area', '흡연 구역', '吸烟区', '吸菸區'],
  ['ev-charger', 'hotel', 'EV充電器', 'EV charger', '전기차 충전기', '电动汽车充电桩', '電動車充電樁'],
  ['sauna', 'hotel', 'サウナ', 'Sauna', '사우나', '桑拿', '三溫暖'],
  ['breakfast', 'service', '朝食', 'Breakfast', '조식', '早餐', '早餐'],
  ['front-desk', 'service', '24時間フロント', '24-hour front desk', '24시간 프런트', '24小时前台', '24小時櫃檯'],
  ['luggage', 'service', '荷物預かり', 'Luggage storage', '짐 보관', '行李寄存', '行李寄放'],
  ['dry-cleaning', 'service', 'クリーニングサービス', 'Laundry service', '세탁 서비스', '洗衣服务', '洗衣服務'],
  ['shuttle', 'service', '送迎サービス', 'Shuttle service', '셔틀 서비스', '接送服务', '接送服務'],
  ['multilingual', 'service', '多言語対応スタッフ', 'Multilingual staff', '다국어 가능 직원', '多语种员工', '多語言員工'],
  ['bicycle', 'service', 'レンタサイクル', 'Bicycle rental', '자전거 대여', '自行车租赁', '自行車租借'],
  ['massage', 'service', 'マッサージ', 'Massage', '마사지', '按摩', '按摩'],
  ['exchange', 'service', '外貨両替', 'Currency exchange', '환전', '外币兑换', '外幣兌換'],
  ['room-service', 'service', 'ルームサービス', 'Room service', '룸서비스', '客房送餐服务', '客房餐飲服務'],
];

export const amenities: readonly AmenitySeed[] = rows.map(([icon, category, ja, en, ko, zhCN, zhTW], index) => ({
  id: index + 1,
  name: lt(ja, en, ko, zhCN, zhTW),
  icon,
  category,
}));

/** The id of the amenity with this icon; the icon names are unique. */
export function amenityId(icon: string): number {
  const found = amenities.find((amenity) => amenity.icon === icon);
  if (!found) throw new RangeError(`No amenity with icon ${icon}`);
  return found.id;
}

export function amenityIdsIn(category: AmenitySeed['category']): number[] {
  return amenities.filter((amenity) => amenity.category === category).map((amenity) => amenity.id);
}
