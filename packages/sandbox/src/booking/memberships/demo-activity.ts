import type { LocalizedText } from '@hotel/contracts';
import type { Queryable } from '../../db/database';
import { pointsEarned } from '../reservations/points';
import type { PointCategory, StoredDescription } from './point-activity';

interface Purchase {
  category: Exclude<PointCategory, 'stays'>;
  place: LocalizedText;
  amountPaid: number;
  daysAgo: number;
}

const words: Record<Purchase['category'], LocalizedText> = {
  golf: { ja: 'ゴルフ', en: 'Golf', ko: '골프', 'zh-CN': '高尔夫', 'zh-TW': '高爾夫' },
  onsen: { ja: '温泉', en: 'Onsen', ko: '온천', 'zh-CN': '温泉', 'zh-TW': '溫泉' },
  restaurants: { ja: 'レストラン', en: 'Restaurant', ko: '레스토랑', 'zh-CN': '餐厅', 'zh-TW': '餐廳' },
  gift_shops: { ja: 'ギフトショップ', en: 'Gift shop', ko: '기프트숍', 'zh-CN': '礼品店', 'zh-TW': '禮品店' },
};

const place = (ja: string, en: string, ko: string, zh: string, tw: string): LocalizedText => ({ ja, en, ko, 'zh-CN': zh, 'zh-TW': tw });
const hakoneGolf = place('さくらカントリー倶楽部 箱根', 'Sakura Country Club Hakone', '사쿠라 컨트리클럽 하코네', '樱花乡村俱乐部 箱根', '櫻花鄉村俱樂部 箱根');
const kinosakiOnsen = place('城崎温泉 さくら湯', 'Kinosaki Onsen Sakura-yu', '기노사키 온천 사쿠라유', '城崎温泉 樱花汤', '城崎溫泉 櫻花湯');
const kyotoKaiseki = place('京料理 花さくら（ホテルさくら京都）', 'Kyoto kaiseki Hanasakura (Hotel Sakura Kyoto)', '교요리 하나사쿠라 (호텔 사쿠라 교토)', '京料理 花樱（樱花酒店京都）', '京料理 花櫻（櫻花飯店京都）');
const tokyoGrill = place('グリル さくら（ホテルさくら東京）', 'Grill Sakura (Hotel Sakura Tokyo)', '그릴 사쿠라 (호텔 사쿠라 도쿄)', '樱花烧烤（樱花酒店东京）', '櫻花燒烤（櫻花飯店東京）');
const giftShop = place('さくらギフトショップ 新千歳空港店', 'Sakura Gift Shop, New Chitose Airport', '사쿠라 기프트숍 신치토세 공항점', '樱花礼品店 新千岁机场店', '櫻花禮品店 新千歲機場店');
const hokkaidoGolf = place('さくらゴルフリゾート 北海道', 'Sakura Golf Resort Hokkaido', '사쿠라 골프 리조트 홋카이도', '樱花高尔夫度假村 北海道', '櫻花高爾夫度假村 北海道');
const beppuOnsen = place('別府 さくら温泉', 'Beppu Sakura Onsen', '벳푸 사쿠라 온천', '别府 樱花温泉', '別府 櫻花溫泉');

/** The demo members' purchases outside our hotels' rooms, so every My rewards table has rows (SPEC 2.8). */
const purchases: Record<string, Purchase[]> = {
  'hanako.sato@example.jp': [
    { category: 'golf', place: hakoneGolf, amountPaid: 18_700, daysAgo: 160 },
    { category: 'onsen', place: kinosakiOnsen, amountPaid: 3_300, daysAgo: 118 },
    { category: 'restaurants', place: kyotoKaiseki, amountPaid: 24_200, daysAgo: 119 },
    { category: 'gift_shops', place: giftShop, amountPaid: 5_400, daysAgo: 44 },
  ],
  'emily.clark@example.com': [
    { category: 'golf', place: hokkaidoGolf, amountPaid: 15_400, daysAgo: 75 },
    { category: 'onsen', place: beppuOnsen, amountPaid: 2_800, daysAgo: 62 },
    { category: 'restaurants', place: tokyoGrill, amountPaid: 9_800, daysAgo: 30 },
    { category: 'gift_shops', place: giftShop, amountPaid: 3_200, daysAgo: 12 },
  ],
};

function describe(purchase: Purchase): StoredDescription {
  const line = (locale: keyof LocalizedText, separator: string) => `${words[purchase.category][locale]}${separator}${purchase.place[locale]}`;
  return {
    ja: line('ja', '：'),
    en: line('en', ': '),
    ko: line('ko', ': '),
    'zh-CN': line('zh-CN', '：'),
    'zh-TW': line('zh-TW', '：'),
    category: purchase.category,
    place: purchase.place,
    amount_paid: purchase.amountPaid,
  };
}

/**
 * Seeds a demo member's golf, onsen, restaurant and gift-shop purchases, each earning 1 % like a stay. Call it
 * before the seed tops the balance up to the member's figure, so the balance stays that figure.
 */
export async function insertDemoActivity(db: Queryable, memberId: number, email: string): Promise<void> {
  for (const purchase of purchases[email.toLowerCase()] ?? []) {
    const points = pointsEarned(purchase.amountPaid);
    await db.query('UPDATE members SET points = points + $2 WHERE id = $1', [memberId, points]);
    await db.query(
      `INSERT INTO point_history (member_id, reservation_number, points, kind, description, created_at)
       VALUES ($1, NULL, $2, 'earned', $3, now() - make_interval(days => $4))`,
      [memberId, points, JSON.stringify(describe(purchase)), purchase.daysAgo],
    );
  }
}
