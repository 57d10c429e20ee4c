import type { ExtraEntry } from '../../../entities/guest-details';
import { arrivalTime, cake, extra, question } from '../testing/fixtures';
import { buildOrder, deliveryChoices, mergeQuestions, unitPrice } from './order';

const entry = (quantity: number, more: Partial<ExtraEntry> = {}): ExtraEntry => ({ quantity, deliveryTime: '', answer: '', ...more });
const parking = extra(9, { question: 'Car plate', question_active: true });

describe('buildOrder (SPEC 5 General: what the reservation sends for questions and extras)', () => {
  it.each([
    ['an answered question is sent trimmed', { '1': ' 16:00 ' }, [{ question_id: 1, text: '16:00' }]],
    ['an empty answer is dropped', { '1': '   ', '2': '' }, []],
    ['an answer to a question no longer asked is not sent', { '99': 'old' }, []],
  ])('%s', (_rule, answers, expected) => {
    expect(buildOrder({ answers, extras: {} }, [arrivalTime, question(2)], []).answers).toEqual(expected);
  });

  it.each([
    ['quantity zero is not sent', { '9': entry(0, { answer: 'ignored' }) }, []],
    ['an extra without delivery times is sent with none, its answer trimmed', { '9': entry(2, { answer: ' 品川 300 ' }) }, [{ extra_id: 9, quantity: 2, delivery_times: [], answer: '品川 300' }]],
    ['an empty answer is left out', { '9': entry(1) }, [{ extra_id: 9, quantity: 1, delivery_times: [] }]],
    [
      'a delivery carries its quantity and the unit price before tax of its day',
      { '7': entry(2, { deliveryTime: '2030-06-02T19:00', answer: 'Happy birthday' }) },
      [{ extra_id: 7, quantity: 2, delivery_times: [{ delivered_at: '2030-06-02T19:00', quantity: 2, price: 2500 }], answer: 'Happy birthday' }],
    ],
  ])('%s', (_rule, extras, expected) => {
    expect(buildOrder({ answers: {}, extras }, [], [parking, cake]).extras).toEqual(expected);
  });

  it('sends no delivery time nor answer for an extra that does not ask for them', () => {
    const plain = extra(4);
    expect(buildOrder({ answers: {}, extras: { '4': entry(1, { deliveryTime: '2030-06-01T18:00', answer: 'x' }) } }, [], [plain]).extras).toEqual([
      { extra_id: 4, quantity: 1, delivery_times: [] },
    ]);
  });
});

describe('extras helpers', () => {
  it.each([
    ['2030-06-02', 2500],
    ['2030-07-01', 2000],
  ])('the unit price on %s is %i (the first day when the day is not listed)', (date, price) => {
    expect(unitPrice(cake, date)).toBe(price);
  });

  it('offers each day of the stay at each delivery time', () => {
    expect(deliveryChoices(cake)).toEqual(['2030-06-01T18:00', '2030-06-01T19:00', '2030-06-02T18:00', '2030-06-02T19:00']);
  });
});

describe('mergeQuestions (the engine wants the brand’s and the hotel’s required answers)', () => {
  it('keeps each question once, the brand’s first', () => {
    const merged = mergeQuestions([arrivalTime, question(2)], [question(2, { question: 'dup' }), question(3)]);
    expect(merged.map((q) => [q.id, q.question])).toEqual([
      [1, 'Arrival time'],
      [2, 'Question 2'],
      [3, 'Question 3'],
    ]);
  });
});
