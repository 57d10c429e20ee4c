import type { LocalizedText } from '@hotel/contracts';
import { lt } from './text';

export interface ExtraArchetype {
  key: 'breakfast' | 'late-checkout' | 'cake' | 'parking' | 'shuttle' | 'bouquet' | 'sparkling-wine';
  name: LocalizedText;
  /** May use `{food}`. */
  description: LocalizedText;
  unit: LocalizedText;
  units: [min: number, max: number];
  price: [min: number, max: number];
  deliveryTimes: string[];
  question: LocalizedText;
  /** Whether the question is shown when booking (the text exists either way, for the hotel to switch on). */
  asks: boolean;
}

export const extraArchetypes: readonly ExtraArchetype[] = [
  {
    key: 'breakfast', units: [1, 6], price: [1800, 2500], deliveryTimes: [], asks: true,
    question: lt('食物アレルギーがあればお知らせください。', 'Do you have any food allergies?', '식품 알레르기가 있으면 알려 주세요.', '如有食物过敏，请告知。', '如有食物過敏，請告知。'),
    name: lt('朝食の追加', 'Add breakfast', '조식 추가', '加购早餐', '加購早餐'),
    description: lt('素泊まりのご予約に朝食を追加できます。{food}などが並ぶビュッフェです。', 'Add breakfast to a room-only booking: a buffet with {food} and more.', '객실만 예약하신 경우 조식을 추가할 수 있습니다. {food} 등이 준비된 뷔페입니다.', '可为仅住宿的预订加购早餐，自助餐提供{food}等。', '可為純住宿的預訂加購早餐，自助餐提供{food}等。'),
    unit: lt('名', 'person', '명', '位', '位'),
  },
  {
    key: 'late-checkout', units: [1, 3], price: [2000, 3000], deliveryTimes: [], asks: false,
    question: lt('ご出発の予定時刻をお知らせください。', 'When do you plan to leave?', '출발 예정 시각을 알려 주세요.', '请告知您预计的离店时间。', '請告知您預計的離店時間。'),
    name: lt('レイトチェックアウト（13:00まで）', 'Late check-out until 13:00', '레이트 체크아웃(13:00까지)', '延迟退房（至13:00）', '延遲退房（至13:00）'),
    description: lt('チェックアウトを13:00まで延長して、最終日の朝をゆっくりお過ごしください。', 'Extend your check-out to 13:00 and enjoy a slow last morning.', '체크아웃을 13:00까지 연장해 마지막 날 아침을 여유롭게 보내세요.', '将退房时间延长至13:00，悠闲度过最后一天的早晨。', '將退房時間延長至13:00，悠閒度過最後一天的早晨。'),
    unit: lt('室', 'room', '실', '间', '間'),
  },
  {
    key: 'cake', units: [1, 2], price: [3500, 4500], deliveryTimes: ['18:00', '19:00', '20:00', '21:00'], asks: true,
    question: lt('プレートに添えるメッセージをご記入ください。', 'What message should we write on the plate?', '케이크 플레이트에 넣을 메시지를 적어 주세요.', '请填写蛋糕牌上的祝福语。', '請填寫蛋糕牌上的祝福語。'),
    name: lt('アニバーサリーケーキ（12cm）', 'Anniversary cake (12 cm)', '기념일 케이크(12cm)', '纪念日蛋糕（12厘米）', '紀念日蛋糕（12公分）'),
    description: lt('パティシエ特製のホールケーキをお部屋にお届けします。', "A whole cake made by our pastry chef, delivered to your room.", '파티시에가 직접 만든 홀케이크를 객실로 배달해 드립니다.', '由甜点师特制的整个蛋糕，送至您的房间。', '由甜點師特製的整個蛋糕，送至您的房間。'),
    unit: lt('個', 'cake', '개', '个', '個'),
  },
  {
    key: 'parking', units: [1, 2], price: [1000, 2500], deliveryTimes: [], asks: true,
    question: lt('お車のナンバーと車種をお知らせください。', 'Please tell us your number plate and car model.', '차량 번호와 차종을 알려 주세요.', '请告知您的车牌号和车型。', '請告知您的車牌號碼和車型。'),
    name: lt('駐車場（1泊）', 'Parking (per night)', '주차장(1박)', '停车场（每晚）', '停車場（每晚）'),
    description: lt('ホテル駐車場の1台分を確保します。高さ2.1mまでの車両に対応しています。', 'Reserves one space in the hotel car park, for vehicles up to 2.1 m high.', '호텔 주차장 1대 분량을 확보해 드립니다. 높이 2.1m 이하 차량만 이용 가능합니다.', '为您预留酒店停车场的一个车位，限高2.1米。', '為您預留飯店停車場的一個車位，限高2.1公尺。'),
    unit: lt('台', 'car', '대', '辆', '輛'),
  },
  {
    key: 'shuttle', units: [1, 6], price: [1500, 3000], deliveryTimes: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'], asks: true,
    question: lt('ご利用の便名をお知らせください。', 'What is your flight number?', '이용하실 항공편명을 알려 주세요.', '请告知您的航班号。', '請告知您的航班號碼。'),
    name: lt('空港送迎', 'Airport transfer', '공항 픽업', '机场接送', '機場接送'),
    description: lt('空港からホテルまで専用車でお送りします。到着時刻をお選びください。', 'A private car from the airport to the hotel. Choose your arrival time.', '공항에서 호텔까지 전용 차량으로 모셔다 드립니다. 도착 시간을 선택해 주세요.', '专车从机场送您到酒店，请选择抵达时间。', '專車從機場送您到飯店，請選擇抵達時間。'),
    unit: lt('名', 'person', '명', '位', '位'),
  },
  {
    key: 'bouquet', units: [1, 2], price: [5000, 6000], deliveryTimes: ['15:00', '16:00', '17:00', '18:00', '19:00', '20:00'], asks: true,
    question: lt('メッセージカードの内容をご記入ください。', 'What should the message card say?', '메시지 카드에 넣을 내용을 적어 주세요.', '请填写留言卡的内容。', '請填寫留言卡的內容。'),
    name: lt('季節の花束', 'Seasonal bouquet', '계절 꽃다발', '时令花束', '季節花束'),
    description: lt('地元の花屋が季節の花で仕立てる花束を、ご希望の時間にお部屋へお届けします。', 'A bouquet of seasonal flowers from a local florist, delivered to your room at the time you choose.', '현지 꽃집에서 제철 꽃으로 만든 꽃다발을 원하시는 시간에 객실로 전해 드립니다.', '由当地花店用时令鲜花制作的花束，在您指定的时间送到房间。', '由在地花店以季節鮮花製作的花束，於您指定的時間送到房間。'),
    unit: lt('束', 'bouquet', '다발', '束', '束'),
  },
  {
    key: 'sparkling-wine', units: [1, 3], price: [4500, 5500], deliveryTimes: ['17:00', '18:00', '19:00', '20:00', '21:00'], asks: false,
    question: lt('ノンアルコールをご希望の場合はお知らせください。', 'Would you prefer an alcohol-free bottle?', '무알코올을 원하시면 알려 주세요.', '如需无酒精款，请告知。', '如需無酒精款，請告知。'),
    name: lt('スパークリングワイン（ボトル）', 'Sparkling wine (bottle)', '스파클링 와인(1병)', '起泡酒（整瓶）', '氣泡酒（整瓶）'),
    description: lt('よく冷えたスパークリングワインとグラス2脚をお部屋にご用意します。', 'A chilled bottle of sparkling wine with two glasses, waiting in your room.', '잘 차가워진 스파클링 와인과 잔 2개를 객실에 준비해 드립니다.', '在房间内为您备好冰镇起泡酒和两只酒杯。', '在房間內為您備好冰鎮氣泡酒和兩只酒杯。'),
    unit: lt('本', 'bottle', '병', '瓶', '瓶'),
  },
];
