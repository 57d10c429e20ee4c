import type { LocalizedText } from '@hotel/contracts';
import type { RoomTypeSeed } from '../catalogue-types';
import { lt } from './text';

export interface RoomArchetype {
  code: string;
  name: LocalizedText;
  /** `{size}` is the floor area in square metres. */
  description: LocalizedText;
  size: [min: number, max: number];
  beds: RoomTypeSeed['beds'];
  people: [min: number, max: number];
  sleeps: number;
  isSmoking: boolean;
  roomCount: [min: number, max: number];
  /** Yen per night before the destination's price level. */
  rate: [min: number, max: number];
  /** Room amenities beyond the ones every room has. */
  amenityIcons: string[];
}

const archetypes: RoomArchetype[] = [
  {
    code: 'SGL', size: [15, 18], beds: [{ type: 'semi_double', count: 1 }], people: [1, 1], sleeps: 1, isSmoking: false,
    roomCount: [20, 40], rate: [6000, 9000], amenityIcons: ['desk', 'trouser-press'],
    name: lt('シングル', 'Single', '싱글', '单人房', '單人房'),
    description: lt(
      '{size}㎡のシングルルーム。幅140cmのセミダブルベッドとワークデスクを備え、出張や一人旅にぴったりです。',
      'A {size} m² single room with a 140 cm semi-double bed and a work desk, just right for business trips and solo travel.',
      '{size}㎡의 싱글룸입니다. 폭 140cm 세미 더블 침대와 업무용 책상을 갖춰 출장이나 혼자 여행에 딱 맞습니다.',
      '{size}平方米的单人房，配有140厘米宽的小双人床和办公桌，非常适合出差和独自旅行。',
      '{size}平方公尺的單人房，配有140公分寬的小雙人床和辦公桌，非常適合出差和獨自旅行。',
    ),
  },
  {
    code: 'SGL-SMK', size: [15, 17], beds: [{ type: 'semi_double', count: 1 }], people: [1, 1], sleeps: 1, isSmoking: true,
    roomCount: [6, 10], rate: [6000, 8500], amenityIcons: ['desk'],
    name: lt('喫煙シングル', 'Smoking Single', '흡연 싱글', '吸烟单人房', '吸菸單人房'),
    description: lt(
      'お部屋でおたばこを吸える{size}㎡のシングルルーム。消臭機能付きの空気清浄機を設置しています。',
      'A {size} m² single room where smoking is allowed, fitted with a deodorising air purifier.',
      '객실 내 흡연이 가능한 {size}㎡ 싱글룸입니다. 탈취 기능이 있는 공기청정기를 설치했습니다.',
      '可在房内吸烟的{size}平方米单人房，配有带除臭功能的空气净化器。',
      '可在房內吸菸的{size}平方公尺單人房，配有具除臭功能的空氣清淨機。',
    ),
  },
  {
    code: 'DBL', size: [16, 21], beds: [{ type: 'double', count: 1 }], people: [1, 2], sleeps: 2, isSmoking: false,
    roomCount: [12, 30], rate: [9000, 13000], amenityIcons: ['desk'],
    name: lt('ダブル', 'Double', '더블', '大床房', '雙人床房'),
    description: lt(
      '{size}㎡の客室に幅160cmのダブルベッド。おひとりでゆったり、おふたりでも快適にお過ごしいただけます。',
      'A {size} m² room with a 160 cm double bed: spacious for one, comfortable for two.',
      '{size}㎡ 객실에 폭 160cm 더블 침대를 갖췄습니다. 혼자서는 여유롭게, 둘이서도 쾌적하게 지낼 수 있습니다.',
      '{size}平方米的客房配有160厘米宽的双人床，一人入住宽敞，两人入住也很舒适。',
      '{size}平方公尺的客房配有160公分寬的雙人床，一人入住寬敞，兩人入住也很舒適。',
    ),
  },
  {
    code: 'TWN', size: [20, 26], beds: [{ type: 'single', count: 2 }], people: [1, 2], sleeps: 2, isSmoking: false,
    roomCount: [12, 30], rate: [11000, 16000], amenityIcons: ['bathtub'],
    name: lt('ツイン', 'Twin', '트윈', '双床房', '雙床房'),
    description: lt(
      '{size}㎡の客室に幅110cmのベッドを2台配置。ご友人やご家族との旅行に人気のお部屋です。',
      'A {size} m² room with two 110 cm beds, popular with friends and family travelling together.',
      '{size}㎡ 객실에 폭 110cm 침대 2개를 배치했습니다. 친구나 가족 여행객에게 인기 있는 객실입니다.',
      '{size}平方米的客房配有两张110厘米宽的床，深受结伴出游的朋友和家人喜爱。',
      '{size}平方公尺的客房配有兩張110公分寬的床，深受結伴出遊的朋友和家人喜愛。',
    ),
  },
  {
    code: 'TRP', size: [26, 32], beds: [{ type: 'single', count: 3 }], people: [1, 3], sleeps: 3, isSmoking: false,
    roomCount: [6, 10], rate: [17000, 24000], amenityIcons: ['bathtub'],
    name: lt('トリプル', 'Triple', '트리플', '三人房', '三人房'),
    description: lt(
      'シングルベッド3台を備えた{size}㎡のトリプルルーム。3名様でも荷物を広げられるゆとりがあります。',
      'A {size} m² triple room with three single beds and room to spread out your luggage.',
      '싱글 침대 3개를 갖춘 {size}㎡ 트리플룸으로, 3명이 짐을 펼쳐 놓아도 여유가 있습니다.',
      '配有三张单人床的{size}平方米三人房，三人入住也有足够空间摊开行李。',
      '配有三張單人床的{size}平方公尺三人房，三人入住也有足夠空間攤開行李。',
    ),
  },
  {
    code: 'KNG', size: [26, 34], beds: [{ type: 'king', count: 1 }], people: [1, 2], sleeps: 2, isSmoking: false,
    roomCount: [6, 14], rate: [15000, 22000], amenityIcons: ['coffee', 'bathtub', 'safe'],
    name: lt('スーペリアキング', 'Superior King', '슈피리어 킹', '高级特大床房', '高級特大床房'),
    description: lt(
      '幅200cmのキングベッドを備えた{size}㎡のお部屋。上質なリネンとコーヒーマシンでくつろぎのひとときを。',
      'A {size} m² room with a 200 cm king bed, fine linen and a coffee machine for slow mornings.',
      '폭 200cm 킹 침대를 갖춘 {size}㎡ 객실입니다. 고급 린넨과 커피 머신으로 여유로운 시간을 보내세요.',
      '配有200厘米宽特大床的{size}平方米客房，优质床品和咖啡机让您尽享惬意时光。',
      '配有200公分寬特大床的{size}平方公尺客房，優質寢具和咖啡機讓您盡享愜意時光。',
    ),
  },
  {
    code: 'DTW', size: [28, 36], beds: [{ type: 'semi_double', count: 2 }], people: [1, 3], sleeps: 3, isSmoking: false,
    roomCount: [6, 16], rate: [16000, 24000], amenityIcons: ['bathtub', 'coffee', 'safe'],
    name: lt('デラックスツイン', 'Deluxe Twin', '디럭스 트윈', '豪华双床房', '豪華雙床房'),
    description: lt(
      'セミダブルベッド2台とソファベッドを備えた{size}㎡の広々としたツイン。3名様までご利用いただけます。',
      'A spacious {size} m² twin with two semi-double beds and a sofa bed, for up to three guests.',
      '세미 더블 침대 2개와 소파 베드를 갖춘 {size}㎡의 넓은 트윈룸으로, 최대 3명까지 이용하실 수 있습니다.',
      '配有两张小双人床和一张沙发床的{size}平方米宽敞双床房，最多可入住3人。',
      '配有兩張小雙人床和一張沙發床的{size}平方公尺寬敞雙床房，最多可入住3人。',
    ),
  },
  {
    code: 'UNV', size: [26, 32], beds: [{ type: 'single', count: 2 }], people: [1, 2], sleeps: 2, isSmoking: false,
    roomCount: [4, 6], rate: [12000, 17000], amenityIcons: ['shower'],
    name: lt('ユニバーサルツイン', 'Universal Twin', '유니버설 트윈', '无障碍双床房', '無障礙雙床房'),
    description: lt(
      '車いすでも動きやすい{size}㎡のバリアフリールーム。段差のない浴室と手すりを備えています。',
      'A {size} m² barrier-free room with space to move in a wheelchair, a step-free bathroom and handrails.',
      '휠체어로도 움직이기 편한 {size}㎡ 배리어프리 객실로, 턱이 없는 욕실과 손잡이를 갖췄습니다.',
      '便于轮椅活动的{size}平方米无障碍客房，设有无高低差的浴室和扶手。',
      '便於輪椅活動的{size}平方公尺無障礙客房，設有無高低差的浴室和扶手。',
    ),
  },
  {
    code: 'JWS', size: [30, 45], beds: [{ type: 'futon', count: 4 }], people: [1, 4], sleeps: 4, isSmoking: false,
    roomCount: [6, 12], rate: [18000, 30000], amenityIcons: ['yukata', 'bathtub'],
    name: lt('和室', 'Japanese-style Room', '화실(다다미방)', '和式客房', '和式客房'),
    description: lt(
      'い草の香る{size}㎡の畳のお部屋。夜はお布団を敷いて、最大4名様までお休みいただけます。',
      'A {size} m² tatami room scented with fresh rush; at night futons are laid out for up to four guests.',
      '은은한 골풀 향이 나는 {size}㎡ 다다미방입니다. 밤에는 이불을 깔아 최대 4명까지 주무실 수 있습니다.',
      '飘着蔺草清香的{size}平方米榻榻米客房，晚上铺好日式被褥，最多可供4人休息。',
      '飄著藺草清香的{size}平方公尺榻榻米客房，晚上鋪好日式被褥，最多可供4人休息。',
    ),
  },
  {
    code: 'JWM', size: [35, 45], beds: [{ type: 'single', count: 2 }, { type: 'futon', count: 2 }], people: [1, 4], sleeps: 4, isSmoking: false,
    roomCount: [6, 10], rate: [22000, 32000], amenityIcons: ['yukata', 'bathtub', 'safe'],
    name: lt('和洋室', 'Japanese-Western Room', '화양실', '和洋式客房', '和洋式客房'),
    description: lt(
      'ベッド2台と畳スペースを組み合わせた{size}㎡の和洋室。三世代のご旅行にもおすすめです。',
      'A {size} m² room combining two beds with a tatami area, ideal for three generations travelling together.',
      '침대 2개와 다다미 공간을 함께 갖춘 {size}㎡ 화양실로, 3대가 함께하는 여행에도 추천합니다.',
      '两张床与榻榻米空间相结合的{size}平方米和洋式客房，也很适合三代同堂出游。',
      '兩張床與榻榻米空間相結合的{size}平方公尺和洋式客房，也很適合三代同堂出遊。',
    ),
  },
  {
    code: 'FAM', size: [32, 42], beds: [{ type: 'queen', count: 1 }, { type: 'single', count: 2 }], people: [1, 4], sleeps: 4, isSmoking: false,
    roomCount: [6, 10], rate: [20000, 30000], amenityIcons: ['bathtub', 'microwave'],
    name: lt('ファミリールーム', 'Family Room', '패밀리룸', '家庭房', '家庭房'),
    description: lt(
      'クイーンベッド1台とシングルベッド2台の{size}㎡のファミリールーム。小さなお子さま連れでも安心の広さです。',
      'A {size} m² family room with a queen bed and two singles, with plenty of space for little ones.',
      '퀸 침대 1개와 싱글 침대 2개를 갖춘 {size}㎡ 패밀리룸으로, 어린 자녀와 함께해도 넉넉합니다.',
      '配有一张大床和两张单人床的{size}平方米家庭房，带小孩入住也宽敞安心。',
      '配有一張大床和兩張單人床的{size}平方公尺家庭房，帶小孩入住也寬敞安心。',
    ),
  },
  {
    code: 'OCV', size: [30, 38], beds: [{ type: 'semi_double', count: 2 }], people: [1, 3], sleeps: 3, isSmoking: false,
    roomCount: [10, 24], rate: [20000, 30000], amenityIcons: ['balcony', 'bathtub', 'coffee'],
    name: lt('オーシャンビューツイン', 'Ocean View Twin', '오션뷰 트윈', '海景双床房', '海景雙床房'),
    description: lt(
      'バルコニーから海を望む{size}㎡のツイン。朝は波の音で目覚め、夕暮れには空が茜色に染まります。',
      'A {size} m² twin with a balcony over the sea: wake to the sound of the waves and watch the sky turn red at dusk.',
      '발코니에서 바다가 보이는 {size}㎡ 트윈룸입니다. 아침에는 파도 소리에 눈을 뜨고, 해 질 녘에는 붉게 물드는 하늘을 감상하세요.',
      '从阳台即可眺望大海的{size}平方米双床房，清晨伴着涛声醒来，傍晚欣赏染红的天空。',
      '從陽台即可眺望大海的{size}平方公尺雙床房，清晨伴著濤聲醒來，傍晚欣賞染紅的天空。',
    ),
  },
  {
    code: 'STE', size: [48, 60], beds: [{ type: 'king', count: 1 }], people: [1, 3], sleeps: 3, isSmoking: false,
    roomCount: [4, 6], rate: [32000, 42000], amenityIcons: ['bathtub', 'coffee', 'safe', 'shower', 'humidifier'],
    name: lt('スイート', 'Suite', '스위트', '套房', '套房'),
    description: lt(
      'リビングとベッドルームが分かれた{size}㎡のスイート。ビューバスで特別な夜をお過ごしください。',
      'A {size} m² suite with a separate living room and a bathtub with a view, for a truly special night.',
      '거실과 침실이 분리된 {size}㎡ 스위트룸입니다. 전망 좋은 욕실에서 특별한 밤을 보내세요.',
      '客厅与卧室分开的{size}平方米套房，在景观浴室度过一个特别的夜晚。',
      '客廳與臥室分開的{size}平方公尺套房，在景觀浴室度過一個特別的夜晚。',
    ),
  },
];

export function roomArchetype(code: string): RoomArchetype {
  const found = archetypes.find((archetype) => archetype.code === code);
  if (!found) throw new RangeError(`No room archetype ${code}`);
  return found;
}

/** Display order of room types within a hotel. */
export const archetypeOrder: readonly string[] = archetypes.map((archetype) => archetype.code);
