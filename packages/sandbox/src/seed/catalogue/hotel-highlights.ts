import type { LocalizedText } from '@hotel/contracts';
import { amenities } from './amenities';
import type { HotelPlace } from './places';
import { prefectureGuide } from './prefecture-guides';
import type { Random } from './prng';
import { fill, lt } from './text';

/** Selling points keyed by amenity icon, most distinctive first. */
const byIcon: Array<[icon: string, text: LocalizedText]> = [
  ['onsen', lt('天然温泉の大浴場と露天風呂', 'Natural hot-spring baths, indoors and in the open air', '천연 온천 대욕장과 노천탕', '天然温泉大浴场和露天浴池', '天然溫泉大浴場和露天浴池')],
  ['pool', lt('季節営業の屋外プール', 'A seasonal outdoor swimming pool', '계절 운영 야외 수영장', '季节性开放的室外泳池', '季節性開放的室外泳池')],
  ['kids-room', lt('小さなお子さま連れに嬉しいキッズルーム', 'A kids’ room for families with little ones', '어린 자녀를 둔 가족을 위한 키즈룸', '适合带小孩家庭的儿童游戏室', '適合帶小孩家庭的兒童遊戲室')],
  ['shuttle', lt('空港・駅への送迎サービス', 'Shuttle service to the airport and station', '공항·역 셔틀 서비스', '机场和车站接送服务', '機場和車站接送服務')],
  ['bath', lt('旅の疲れを癒やす大浴場', 'A large public bath to soak away the day', '여행의 피로를 풀어 주는 대욕장', '消除旅途疲劳的大浴场', '消除旅途疲勞的大浴場')],
  ['restaurant', lt('{food}を味わえるレストラン', 'A restaurant serving {food}', '{food:을} 맛볼 수 있는 레스토랑', '可品尝{food}的餐厅', '可品嚐{food}的餐廳')],
  ['bar', lt('夜景を楽しめるバー＆ラウンジ', 'A bar and lounge with night views', '야경을 즐길 수 있는 바 & 라운지', '可欣赏夜景的酒吧和休息厅', '可欣賞夜景的酒吧和交誼廳')],
  ['gym', lt('24時間利用できるフィットネスジム', 'A fitness gym open 24 hours', '24시간 이용 가능한 피트니스 센터', '24小时开放的健身房', '24小時開放的健身房')],
  ['sauna', lt('じっくり温まれるサウナ', 'A sauna to warm up and recharge', '몸을 따뜻하게 데워 주는 사우나', '让身体暖透的桑拿', '讓身體暖透的三溫暖')],
  ['bicycle', lt('街めぐりに便利なレンタサイクル', 'Rental bicycles for exploring the town', '시내 관광에 편리한 자전거 대여', '方便游览市区的自行车租赁', '方便遊覽市區的自行車租借')],
  ['business', lt('コピーや印刷ができるビジネスコーナー', 'A business corner with copying and printing', '복사·인쇄가 가능한 비즈니스 코너', '可复印打印的商务角', '可影印列印的商務角')],
  ['laundry', lt('連泊に便利なコインランドリー', 'Coin laundry, handy for longer stays', '연박에 편리한 코인 세탁실', '方便连住的投币洗衣房', '方便連住的投幣洗衣房')],
  ['multilingual', lt('英語・中国語・韓国語を話すスタッフ', 'Staff who speak English, Chinese and Korean', '영어·중국어·한국어 가능 직원', '会说英语、中文和韩语的员工', '會說英語、中文和韓語的員工')],
  ['parking', lt('駐車場完備（要予約）', 'On-site parking (reservation required)', '주차장 완비(예약 필요)', '设有停车场（需预约）', '設有停車場（需預約）')],
  ['front-desk', lt('24時間対応のフロント', 'A front desk open around the clock', '24시간 운영 프런트', '24小时服务的前台', '24小時服務的櫃檯')],
  ['wifi', lt('館内全域で無料Wi-Fi', 'Free Wi-Fi throughout the hotel', '호텔 전 구역 무료 와이파이', '全馆免费无线网络', '全館免費無線網路')],
];

/** Three or four selling points the hotel really has, the most distinctive first. */
export function hotelHighlights(place: HotelPlace, amenityIds: readonly number[], random: Random): LocalizedText[] {
  const icons = new Set(amenities.filter((amenity) => amenityIds.includes(amenity.id)).map((amenity) => amenity.icon));
  // A hot-spring hotel's bath is the hot spring; saying both reads as padding.
  if (icons.has('onsen')) icons.delete('bath');
  const food = prefectureGuide(place.prefectureCode).localFood;
  const matching = byIcon.filter(([icon]) => icons.has(icon)).map(([, text]) => fill(text, { food }));
  return matching.slice(0, random.int(3, 4));
}
