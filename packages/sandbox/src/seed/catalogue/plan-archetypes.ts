import type { LocalizedText } from '@hotel/contracts';
import type { PlanSeed } from '../catalogue-types';
import type { PolicyId } from './policies';
import { lt } from './text';

export type PlanCode =
  | 'ROOM-ONLY' | 'BREAKFAST' | 'HALF-BOARD' | 'MEMBERS' | 'EARLY-BIRD' | 'NON-REF'
  | 'LONG-STAY' | 'DAY-USE' | 'ANNIVERSARY' | 'FAMILY' | 'BUSINESS';

export interface PlanArchetype {
  code: PlanCode;
  /** May use {days}, {percent}, {nights}. */
  name: LocalizedText;
  /** May use {food}, {district}, {days}, {percent}, {nights}, {discount}. */
  description: LocalizedText;
  mealType: PlanSeed['mealType'];
  tripTypes: PlanSeed['tripTypes'];
  paymentMethods: PlanSeed['paymentMethods'];
  policy: PolicyId;
  rateFactor: number;
}

const everyone: PlanSeed['tripTypes'] = ['business', 'couple', 'family', 'friends', 'solo'];

const archetypes: PlanArchetype[] = [
  {
    code: 'ROOM-ONLY', mealType: 'room_only', tripTypes: ['business', 'couple', 'friends', 'solo'], paymentMethods: ['onsite', 'card'], policy: 'standard-3d', rateFactor: 1,
    name: lt('素泊まりプラン', 'Room only', '객실만 이용(식사 불포함)', '仅住宿（不含餐）', '純住宿（不含餐）'),
    description: lt(
      'お食事なしのシンプルなプランです。チェックイン後は{district}の夜をご自由にお楽しみください。',
      'A simple plan without meals. After check-in, enjoy an evening out in {district} at your own pace.',
      '식사가 포함되지 않은 심플한 플랜입니다. 체크인 후에는 {district}의 밤을 자유롭게 즐겨 보세요.',
      '不含餐食的简约方案。办理入住后，可自由享受{district}的夜晚。',
      '不含餐點的簡約方案。辦理入住後，可自由享受{district}的夜晚。',
    ),
  },
  {
    code: 'BREAKFAST', mealType: 'breakfast', tripTypes: everyone, paymentMethods: ['onsite', 'card', 'deferred'], policy: 'standard-3d', rateFactor: 1,
    name: lt('朝食付きプラン', 'Bed and breakfast', '조식 포함 플랜', '含早餐方案', '含早餐方案'),
    description: lt(
      '{food}など地元の味が並ぶ朝食付き。朝食は6:30〜10:00にご用意しています。',
      'Includes breakfast with local flavours such as {food}, served from 6:30 to 10:00.',
      '{food} 등 지역의 맛을 즐길 수 있는 조식이 포함되어 있습니다. 조식은 6:30~10:00에 제공됩니다.',
      '含早餐，可品尝{food}等当地风味。早餐供应时间为6:30–10:00。',
      '含早餐，可品嚐{food}等在地風味。早餐供應時間為6:30–10:00。',
    ),
  },
  {
    code: 'HALF-BOARD', mealType: 'two_meals', tripTypes: ['couple', 'family', 'friends'], paymentMethods: ['onsite', 'card'], policy: 'standard-3d', rateFactor: 1,
    name: lt('1泊2食付きプラン', 'Dinner and breakfast', '조·석식 포함 플랜', '含早晚餐方案', '含早晚餐方案'),
    description: lt(
      '夕食は旬の食材と{food}を楽しむ会席料理、朝食は体にやさしい和定食をご用意します。',
      'Dinner is a seasonal kaiseki course featuring {food}; breakfast is a wholesome Japanese set meal.',
      '석식은 제철 식재료와 {food:을} 즐기는 가이세키 요리, 조식은 건강한 일본식 정식으로 준비됩니다.',
      '晚餐为使用时令食材和{food}的会席料理，早餐为健康的日式套餐。',
      '晚餐為使用當令食材和{food}的會席料理，早餐為健康的日式套餐。',
    ),
  },
  {
    code: 'MEMBERS', mealType: 'breakfast', tripTypes: everyone, paymentMethods: ['card', 'deferred'], policy: 'flexible-1d', rateFactor: 1,
    name: lt('【会員限定】さくらメンバーズ 朝食付きプラン', 'Members only: Sakura Members bed and breakfast', '[회원 전용] 사쿠라 멤버스 조식 포함 플랜', '【会员专享】樱花会员含早餐方案', '【會員專屬】櫻花會員含早餐方案'),
    description: lt(
      'さくらメンバーズ会員さまだけの特別料金。ログインしてのご予約で{discount}%割引になり、ポイントもたまります。',
      'A special rate for Sakura Members only. Sign in to book and save {discount}%, and earn points on your stay.',
      '사쿠라 멤버스 회원만을 위한 특별 요금입니다. 로그인 후 예약하시면 {discount}% 할인되며 포인트도 적립됩니다.',
      '樱花会员专享的特别价格。登录后预订可享{discount}%折扣，还能累积积分。',
      '櫻花會員專屬的特別價格。登入後預訂可享{discount}%折扣，還能累積點數。',
    ),
  },
  {
    code: 'EARLY-BIRD', mealType: 'room_only', tripTypes: ['couple', 'family', 'friends', 'solo'], paymentMethods: ['card', 'deferred'], policy: 'early-7d', rateFactor: 1,
    name: lt('【早割{days}】{days}日前までのご予約で{percent}%割引', 'Early bird: book {days} days ahead and save {percent}%', '[얼리버드] {days}일 전까지 예약 시 {percent}% 할인', '【早鸟优惠】提前{days}天预订立减{percent}%', '【早鳥優惠】提前{days}天預訂立減{percent}%'),
    description: lt(
      'ご宿泊の{days}日前までにご予約いただくと、通常料金から{percent}%割引。旅の予定が決まったら早めのご予約がお得です。',
      'Book at least {days} days before arrival and save {percent}% on the regular rate. Once your plans are set, booking early pays off.',
      '숙박 {days}일 전까지 예약하시면 일반 요금에서 {percent}% 할인됩니다. 여행 일정이 정해졌다면 일찍 예약할수록 이득입니다.',
      '入住前{days}天预订，可在标准价格基础上享受{percent}%折扣。行程确定后尽早预订更划算。',
      '入住前{days}天預訂，可在標準價格基礎上享受{percent}%折扣。行程確定後儘早預訂更划算。',
    ),
  },
  {
    code: 'NON-REF', mealType: 'room_only', tripTypes: ['business', 'couple', 'solo'], paymentMethods: ['card'], policy: 'non-refundable', rateFactor: 0.88,
    name: lt('【返金不可】事前決済のお得なプラン', 'Non-refundable saver (pay in advance)', '[환불 불가] 사전 결제 특가 플랜', '【不可退款】预付特惠方案', '【不可退款】預付特惠方案'),
    description: lt(
      'クレジットカードでの事前決済限定。キャンセル・変更はできませんが、通常より割安にご宿泊いただけます。',
      'Prepaid by credit card only. It cannot be cancelled or changed, but it costs less than the regular rate.',
      '신용카드 사전 결제 전용입니다. 취소나 변경은 불가하지만 일반 요금보다 저렴하게 숙박하실 수 있습니다.',
      '仅限信用卡预付。预订后不可取消或更改，但价格比标准价格更实惠。',
      '僅限信用卡預付。預訂後不可取消或更改，但價格比標準價格更實惠。',
    ),
  },
  {
    code: 'LONG-STAY', mealType: 'room_only', tripTypes: ['business', 'solo'], paymentMethods: ['onsite', 'card'], policy: 'standard-3d', rateFactor: 0.9,
    name: lt('【連泊】{nights}泊以上のご滞在でお得', 'Stay {nights} nights or more and save', '[연박] {nights}박 이상 숙박 시 할인', '【连住优惠】连住{nights}晚以上更划算', '【連住優惠】連住{nights}晚以上更划算'),
    description: lt(
      '{nights}泊以上のご滞在限定の割引プラン。連泊中の清掃はご希望に合わせて調整できます。',
      'A discounted plan for stays of {nights} nights or more. Housekeeping during your stay can be arranged to suit you.',
      '{nights}박 이상 숙박 시에만 이용 가능한 할인 플랜입니다. 연박 중 객실 청소는 원하시는 대로 조정할 수 있습니다.',
      '仅限连住{nights}晚以上的优惠方案。住宿期间的客房清洁可按您的需要调整。',
      '僅限連住{nights}晚以上的優惠方案。住宿期間的客房清潔可依您的需要調整。',
    ),
  },
  {
    code: 'DAY-USE', mealType: 'room_only', tripTypes: ['business', 'solo'], paymentMethods: ['onsite', 'card'], policy: 'day-use', rateFactor: 0.85,
    name: lt('【デイユース】10:00〜18:00 最大8時間', 'Day use: up to 8 hours between 10:00 and 18:00', '[데이유스] 10:00~18:00 최대 8시간', '【钟点房】10:00–18:00 最长8小时', '【休息房】10:00–18:00 最長8小時'),
    description: lt(
      '宿泊せずにお部屋を使えるプラン。テレワークや移動の合間の休憩、お出かけ前の身支度にどうぞ。',
      'Use a room without staying the night: for remote work, a break between trains or getting ready for an evening out.',
      '숙박 없이 객실을 이용할 수 있는 플랜입니다. 원격 근무, 이동 중 휴식, 외출 준비 등에 이용해 보세요.',
      '无需过夜即可使用客房的方案，适合远程办公、旅途间隙休息或外出前梳妆打扮。',
      '無需過夜即可使用客房的方案，適合遠端工作、旅途間隙休息或外出前梳妝打扮。',
    ),
  },
  {
    code: 'ANNIVERSARY', mealType: 'breakfast', tripTypes: ['couple'], paymentMethods: ['onsite', 'card'], policy: 'early-7d', rateFactor: 1.2,
    name: lt('記念日プラン（ケーキ・スパークリングワイン付き）', 'Anniversary plan with cake and sparkling wine', '기념일 플랜(케이크·스파클링 와인 포함)', '纪念日方案（含蛋糕和起泡酒）', '紀念日方案（含蛋糕和氣泡酒）'),
    description: lt(
      '誕生日や記念日のご旅行に。ホールケーキとスパークリングワインをお部屋にご用意し、翌朝は朝食付きです。',
      'For birthdays and anniversaries: a whole cake and sparkling wine wait in your room, and breakfast is included the next morning.',
      '생일이나 기념일 여행에 추천합니다. 객실에 홀케이크와 스파클링 와인을 준비해 두며, 다음 날 조식이 포함됩니다.',
      '适合生日和纪念日旅行。房间内备有整个蛋糕和起泡酒，次日含早餐。',
      '適合生日和紀念日旅行。房間內備有整個蛋糕和氣泡酒，隔天含早餐。',
    ),
  },
  {
    code: 'FAMILY', mealType: 'breakfast', tripTypes: ['family'], paymentMethods: ['onsite', 'card', 'deferred'], policy: 'standard-3d', rateFactor: 1.05,
    name: lt('ファミリープラン（お子さまの朝食無料）', 'Family plan: children eat breakfast free', '패밀리 플랜(어린이 조식 무료)', '家庭方案（儿童早餐免费）', '家庭方案（兒童早餐免費）'),
    description: lt(
      '小学生以下のお子さまの朝食が無料。おむつ用ごみ箱やベビーベッドの貸し出しもございます。',
      'Breakfast is free for children of primary-school age and under. Nappy bins and baby cots are available on request.',
      '초등학생 이하 어린이의 조식이 무료입니다. 기저귀 전용 쓰레기통과 아기 침대도 대여해 드립니다.',
      '小学及以下年龄的儿童免费享用早餐，还可借用尿布垃圾桶和婴儿床。',
      '國小及以下年齡的兒童免費享用早餐，還可借用尿布垃圾桶和嬰兒床。',
    ),
  },
  {
    code: 'BUSINESS', mealType: 'breakfast', tripTypes: ['business', 'solo'], paymentMethods: ['onsite', 'card'], policy: 'flexible-1d', rateFactor: 1.1,
    name: lt('ビジネスプラン（朝食・12時チェックアウト）', 'Business plan with breakfast and 12:00 check-out', '비즈니스 플랜(조식·12시 체크아웃)', '商务方案（含早餐，12点退房）', '商務方案（含早餐，12點退房）'),
    description: lt(
      '朝食付きで、チェックアウトは12:00まで延長。前夜遅くまでお仕事でも、朝はゆっくりお過ごしいただけます。',
      'Breakfast included and check-out extended to 12:00, so a late night of work still leaves you a relaxed morning.',
      '조식이 포함되며 체크아웃이 12:00까지 연장됩니다. 전날 늦게까지 일하셨더라도 아침을 여유롭게 보내실 수 있습니다.',
      '含早餐，退房时间延长至12:00。即使前一晚工作到很晚，早上也能从容休息。',
      '含早餐，退房時間延長至12:00。即使前一晚工作到很晚，早上也能從容休息。',
    ),
  },
];

export const memberDiscountNote = lt(
  'さくらメンバーズ会員さまはログインしてのご予約で{discount}%割引になります。',
  'Sakura Members save {discount}% when signed in.',
  '사쿠라 멤버스 회원은 로그인 후 예약 시 {discount}% 할인됩니다.',
  '樱花会员登录后预订可享{discount}%折扣。',
  '櫻花會員登入後預訂可享{discount}%折扣。',
);

export function planArchetype(code: PlanCode): PlanArchetype {
  const found = archetypes.find((archetype) => archetype.code === code);
  if (!found) throw new RangeError(`No plan archetype ${code}`);
  return found;
}
