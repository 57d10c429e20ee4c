import type { AdditionalQuestion } from '@hotel/contracts';
import { answerOptions, answerProblem, isQuestionRequired } from './questions';

type Overrides = Omit<Partial<AdditionalQuestion>, 'settings'> & { settings?: Partial<AdditionalQuestion['settings']> };

function question(overrides: Overrides): AdditionalQuestion {
  const settings = { answer_length: null, started_at: null, ended_at: null, time_interval_value: null, answer_options: {} };
  return {
    id: 9,
    question: 'Arrival time?',
    question_type: 'other',
    answer_type: 'text',
    labels: ['required:false', 'place_booking_process'],
    answer: null,
    ...overrides,
    settings: { ...settings, ...overrides.settings },
  };
}

describe('SPEC 3 Additional question: "one containing the word true marks it required"', () => {
  it.each([
    [['required:true', 'place_booking_process'], true],
    [['required:false', 'place_booking_process'], false],
    [['place_booking_process', 'hotel:12'], false],
  ])('labels %j → required %p', (labels, expected) => {
    expect(isQuestionRequired(question({ labels }))).toBe(expected);
  });
});

const purpose = question({
  answer_type: 'options',
  settings: { answer_options: { ja: [{ text: '出張' }, { text: '観光' }], en: [{ text: 'Business' }, { text: 'Leisure' }] } },
});
const koreanOnly = question({ answer_type: 'options', settings: { answer_options: { ko: [{ text: '출장' }] } } });

describe('the choices of an options question: the language, else English, else the first language given', () => {
  it.each([
    [purpose, 'ja', ['出張', '観光']],
    [purpose, 'ko', ['Business', 'Leisure']],
    [koreanOnly, 'zh-TW', ['출장']],
    [question({ answer_type: 'options' }), 'en', []],
  ] as const)('%#: in %s → %j', (q, locale, options) => {
    expect(answerOptions(q, locale)).toEqual(options);
  });
});

const arrival = question({
  answer_type: 'time',
  labels: ['required:true', 'place_booking_process'],
  settings: { started_at: '22:00', ended_at: '02:00', time_interval_value: 30 },
});
const note = question({ settings: { answer_length: 5 } });

describe('SPEC 5 General: answers ("required only when the question is flagged required", "capped by answer_length")', () => {
  it.each([
    [arrival, '23:30', null, 'a time offered'],
    [arrival, '01:00', null, 'after midnight'],
    [arrival, '03:00', 'required', 'after the range'],
    [arrival, '22:15', 'required', 'between two steps'],
    [arrival, '', 'required', 'a required question left empty'],
    [purpose, 'Business', null, 'an English option in English'],
    [purpose, '出張', 'required', 'a Japanese option is not among the English choices'],
    [purpose, 'Holiday', 'required', 'not an option'],
    [purpose, '', null, 'an optional question left empty'],
    [note, 'abcde', null, 'exactly answer_length'],
    [note, ' abcde ', null, 'judged trimmed'],
    [note, 'abcdef', 'tooLong', 'longer than answer_length'],
    [question({ answer_type: 'time' }), '25:00', null, 'a time question with no range takes any time'],
  ] as const)('%#: answer %p → %p (%s)', (q, text, problem, _why) => {
    expect(answerProblem(q, text, 'en')).toBe(problem);
  });
});
