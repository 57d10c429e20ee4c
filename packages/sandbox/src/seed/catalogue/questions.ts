import type { LocalizedText } from '@hotel/contracts';
import type { HotelSeed, PlanSeed, QuestionSeed } from '../catalogue-types';
import { amenityId } from './amenities';
import { randomFor, type Random } from './prng';
import { lt } from './text';

type Options = QuestionSeed['settings']['answerOptions'];

function options(...choices: LocalizedText[]): Options {
  const pick = (locale: keyof LocalizedText) => choices.map((choice) => ({ text: choice[locale] }));
  return { ja: pick('ja'), en: pick('en'), ko: pick('ko'), 'zh-CN': pick('zh-CN'), 'zh-TW': pick('zh-TW') };
}

const noSettings: QuestionSeed['settings'] = { answerLength: null, startedAt: null, endedAt: null, timeIntervalValue: null, answerOptions: {} };

const yes = lt('はい', 'Yes', '예', '是', '是');
const no = lt('いいえ', 'No', '아니요', '否', '否');

/** Asked at every hotel of the brand (hotelId null). */
const brandQuestions: QuestionSeed[] = [
  {
    id: 1,
    hotelId: null,
    question: lt('到着予定時刻をお知らせください。', 'What time do you expect to arrive?', '도착 예정 시각을 알려 주세요.', '请告知您预计的抵达时间。', '請告知您預計的抵達時間。'),
    questionType: 'checkin',
    answerType: 'time',
    labels: ['required:true', 'place_booking_process', 'all_users'],
    settings: { ...noSettings, startedAt: '15:00', endedAt: '23:00', timeIntervalValue: 30 },
    roomPlanCodes: null,
  },
  {
    id: 2,
    hotelId: null,
    question: lt('ご旅行の目的をお選びください。', 'What is the purpose of your stay?', '여행 목적을 선택해 주세요.', '请选择您的出行目的。', '請選擇您的旅行目的。'),
    questionType: 'other',
    answerType: 'options',
    labels: ['required:false', 'place_booking_process', 'place_confirmation_screen', 'all_users'],
    settings: {
      ...noSettings,
      answerOptions: options(
        lt('出張', 'Business', '출장', '出差', '出差'),
        lt('観光・レジャー', 'Sightseeing and leisure', '관광·레저', '观光休闲', '觀光休閒'),
        lt('家族・友人を訪ねて', 'Visiting family or friends', '가족·친구 방문', '探亲访友', '探親訪友'),
        lt('記念日・お祝い', 'Anniversary or celebration', '기념일·축하', '纪念日或庆祝', '紀念日或慶祝'),
        lt('その他', 'Other', '기타', '其他', '其他'),
      ),
    },
    roomPlanCodes: null,
  },
];

type HotelQuestion = Omit<QuestionSeed, 'id' | 'hotelId' | 'labels' | 'roomPlanCodes'> & { required: boolean; places: string[] };

const dietary: HotelQuestion = {
  question: lt('食物アレルギーや苦手な食材があればお知らせください。', 'Do you have any food allergies or ingredients you avoid?', '식품 알레르기나 못 드시는 식재료가 있으면 알려 주세요.', '如有食物过敏或忌口的食材，请告知。', '如有食物過敏或不吃的食材，請告知。'),
  questionType: 'other', answerType: 'text', required: false, places: ['place_booking_process'],
  settings: { ...noSettings, answerLength: 200 },
};
const arrivingByCar: HotelQuestion = {
  question: lt('お車でお越しですか？', 'Are you arriving by car?', '자동차로 오시나요?', '您是否驾车前来？', '您是否開車前來？'),
  questionType: 'checkin', answerType: 'options', required: true, places: ['place_booking_process', 'place_confirmation_screen'],
  settings: { ...noSettings, answerOptions: options(yes, no) },
};
const departureTime: HotelQuestion = {
  question: lt('ご出発の予定時刻をお知らせください。', 'What time do you plan to check out?', '체크아웃 예정 시각을 알려 주세요.', '请告知您预计的退房时间。', '請告知您預計的退房時間。'),
  questionType: 'checkout', answerType: 'time', required: false, places: ['place_confirmation_screen'],
  settings: { ...noSettings, startedAt: '06:00', endedAt: '11:00', timeIntervalValue: 30 },
};
const pillow: HotelQuestion = {
  question: lt('枕の種類をお選びください。', 'Which pillow would you like?', '베개 종류를 선택해 주세요.', '请选择枕头类型。', '請選擇枕頭類型。'),
  questionType: 'other', answerType: 'options', required: false, places: ['place_booking_process'],
  settings: {
    ...noSettings,
    answerOptions: options(
      lt('やわらかめ', 'Soft', '부드러운 베개', '软枕', '軟枕'),
      lt('かため', 'Firm', '단단한 베개', '硬枕', '硬枕'),
      lt('そば殻', 'Buckwheat husk', '메밀껍질 베개', '荞麦壳枕', '蕎麥殼枕'),
    ),
  },
};
const reminder: HotelQuestion = {
  question: lt('ご到着前日にメールでご案内をお送りしてもよろしいですか？', 'May we e-mail you a reminder the day before you arrive?', '도착 전날 이메일로 안내를 보내 드려도 될까요?', '我们可以在您抵达前一天发送邮件提醒吗？', '我們可以在您抵達前一天寄送電子郵件提醒嗎？'),
  questionType: 'notification', answerType: 'options', required: false, places: ['place_confirmation_screen'],
  settings: { ...noSettings, answerOptions: options(yes, no) },
};

/** Hotels with questions of their own. */
const hotelsWithQuestions = 12;

function questionsFor(hotel: HotelSeed, plans: readonly PlanSeed[], random: Random): Array<[HotelQuestion, string[] | null]> {
  const dinnerPlans = plans.filter((plan) => plan.mealType === 'two_meals').map((plan) => plan.code);
  const list: Array<[HotelQuestion, string[] | null]> = [];
  if (dinnerPlans.length > 0) list.push([dietary, dinnerPlans]);
  if (hotel.amenityIds.includes(amenityId('parking'))) list.push([arrivingByCar, null]);
  for (const question of random.shuffle([departureTime, pillow, reminder])) list.push([question, null]);
  return list;
}

export function buildQuestions(hotels: readonly HotelSeed[], plans: readonly PlanSeed[]): QuestionSeed[] {
  const random = randomFor('questions');
  const chosen = random.sample(hotels, hotelsWithQuestions).sort((a, b) => a.id - b.id);
  const questions = [...brandQuestions.map((q) => ({ ...q, labels: [...q.labels] }))];
  for (const hotel of chosen) {
    const hotelPlans = plans.filter((plan) => plan.hotelId === hotel.id);
    for (const [template, planCodes] of questionsFor(hotel, hotelPlans, random).slice(0, random.int(1, 2))) {
      const { required, places, ...rest } = template;
      questions.push({
        ...rest,
        id: questions.length + 1,
        hotelId: hotel.id,
        labels: [`required:${required}`, ...places, `hotel:${hotel.id}`],
        settings: { ...rest.settings },
        roomPlanCodes: planCodes,
      });
    }
  }
  return questions;
}
