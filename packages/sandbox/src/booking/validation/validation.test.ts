import { emailProblem } from '@hotel/domain/validation';
import type { QuestionSeed } from '../../seed/catalogue-types';
import { guestSchema } from '../reservations/schemas';
import { answerProblem, isRequired, timeChoices } from './answer-rules';
import { fieldMessage } from './field-messages';
import { nameProblems, phoneProblem } from './guest-rules';

const names = (last: string, first: string, lastKana = '', firstKana = '') => ({ last_name: last, first_name: first, last_name_kana: lastKana, first_name_kana: firstKana });

describe('guest names by language (SPEC 5 "Names")', () => {
  it.each([
    ['ja', names('山田', '太郎', 'やまだ', 'たろう'), []],
    ['ja', names('ヤマダ', 'たろう', 'やまだ', 'たろう'), []],
    ['ja', names('佐々木', '一ノ瀬', 'ささき', 'いちのせ'), []],
    ['ja', names('Yamada', '太郎', 'やまだ', 'たろう'), [['last_name', 'japanese']]],
    ['ja', names('山田', '太郎', 'ヤマダ', 'たろう'), [['last_name_kana', 'hiragana']]],
    ['ja', names('山田', '太郎', '', ''), [['last_name_kana', 'required'], ['first_name_kana', 'required']]],
    ['en', names('Yamada', 'Taro'), []],
    ['en', names('Van Dyke', 'Mary Ann'), []],
    ['en', names('山田', 'Taro'), [['last_name', 'english']]],
    ['en', names('Yamada', 'Tar0'), [['first_name', 'english']]],
    ['en', names(' ', 'Taro'), [['last_name', 'required']]],
    ['ko', names('김', '민준'), []],
    ['zh-CN', names('', '伟'), [['last_name', 'required']]],
  ] as const)('%s %j → %j', (locale, guest, expected) => {
    expect(nameProblems(guest, locale)).toEqual(expected);
  });

  it('says what is wrong in the booking language, as SPEC 5 words it', () => {
    expect(fieldMessage('english', 'en')).toBe('Please input in English.');
    expect(fieldMessage('phone', 'en')).toBe('Please enter a validated phone number');
    expect(fieldMessage('hiragana', 'ja')).toBe('ひらがなで入力してください。');
  });
});

describe('phone (SPEC 5 "Phone": Japanese rule at prefix 81 or a domestic number, else 1 to 15 digits)', () => {
  it.each([
    ['090-1234-5678', true, null, 'mobile with hyphens'],
    ['09012345678', true, null, 'mobile without hyphens'],
    ['050-1234-5678', true, null, '050'],
    ['03-5006-8000', true, null, 'Tokyo landline'],
    ['+81 90-1234-5678', true, null, 'prefix 81, leading 0 added'],
    ['+81 3-5006-8000', true, null, 'prefix 81 landline'],
    ['090-1234-56', true, 'japanesePhone', 'nine digits'],
    ['0312', true, 'japanesePhone', 'too short for Japan'],
    ['+81 12', true, 'japanesePhone', 'prefix 81 but too short'],
    ['+84 912 345 678', true, null, 'Vietnam'],
    ['+1 (212) 555-0100', true, null, 'New York'],
    ['+44 1234 5678 9012 3456', true, 'phone', 'more than 15 digits'],
    ['090-1234-abcd', true, 'phone', 'letters'],
    ['', true, 'required', 'first guest'],
    ['', false, null, 'other guests may leave it empty'],
  ])('%s (required %s) → %s: %s', (phone, required, expected, _why) => {
    expect(phoneProblem(phone, required)).toBe(expected);
  });
});

function question(overrides: Omit<Partial<QuestionSeed>, 'settings'> & { settings?: Partial<QuestionSeed['settings']> }): QuestionSeed {
  return {
    id: 9,
    hotelId: null,
    question: { ja: '', en: '', ko: '', 'zh-CN': '', 'zh-TW': '' },
    questionType: 'other',
    answerType: 'text',
    labels: ['required:false', 'place_booking_process'],
    roomPlanCodes: null,
    ...overrides,
    settings: { answerLength: null, startedAt: null, endedAt: null, timeIntervalValue: null, answerOptions: {}, ...overrides.settings },
  };
}

describe('additional questions (SPEC 3 labels, SPEC 5 answers and time ranges)', () => {
  it.each([
    [['required:true', 'place_booking_process'], true],
    [['required:false', 'place_booking_process'], false],
    [['place_booking_process', 'all_users'], false],
  ])('labels %j → required %s ("one containing the word true marks it required")', (labels, expected) => {
    expect(isRequired(question({ labels }))).toBe(expected);
  });

  it.each([
    ['15:00', '23:00', 30, '15:00', '23:00', 17],
    ['22:00', '02:00', 60, '22:00', '02:00', 5],
    ['23:30', '00:30', 30, '23:30', '00:30', 3],
  ])('%s–%s every %i min runs %s … %s (%i choices; an end before the start runs into the next day)', (start, end, step, first, last, count) => {
    const choices = timeChoices(start, end, step);
    expect([choices[0], choices.at(-1), choices.length]).toEqual([first, last, count]);
  });

  const arrival = question({ answerType: 'time', labels: ['required:true', 'place_booking_process'], settings: { startedAt: '22:00', endedAt: '02:00', timeIntervalValue: 30 } });
  const purpose = question({ answerType: 'options', settings: { answerOptions: { ja: [{ text: '出張' }], en: [{ text: 'Business' }] } } });
  const note = question({ answerType: 'text', settings: { answerLength: 5 } });

  it.each([
    [arrival, '23:30', null],
    [arrival, '01:00', null],
    [arrival, '03:00', 'answerTime'],
    [arrival, '22:15', 'answerTime'],
    [arrival, '', 'required'],
    [purpose, 'Business', null],
    [purpose, '出張', null],
    [purpose, 'Holiday', 'answerOption'],
    [purpose, '', null],
    [note, 'abcde', null],
    [note, 'abcdef', 'answerTooLong'],
  ] as const)('%#: answer %j → %s', (q, answer, expected) => {
    expect(answerProblem(q, answer)?.message ?? null).toBe(expected);
  });
});

describe('the booking form takes exactly the e-mail addresses the engine takes (SPEC 5 Email)', () => {
  it.each([
    'taro@example.jp',
    "o'brien+hotel@mail.example.com",
    'taro@example',
    '.taro@example.jp',
    'taro..yamada@example.jp',
    'taro.@example.jp',
    'taro@-example.jp',
    'たろう@example.jp',
    `${'a'.repeat(243)}@example.jp`,
    `${'a'.repeat(244)}@example.jp`,
  ])('%p', (email) => {
    expect(emailProblem(email, { required: true }) === null).toBe(guestSchema.shape.email.safeParse(email).success);
  });
});
