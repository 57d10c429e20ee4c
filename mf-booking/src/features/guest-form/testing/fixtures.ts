import type { AdditionalQuestion, Extra, RoomSelection, SelectedRoom } from '@hotel/contracts';

export function question(id: number, overrides: Partial<AdditionalQuestion> = {}): AdditionalQuestion {
  return {
    id,
    question: `Question ${id}`,
    question_type: 'other',
    answer_type: 'text',
    labels: [],
    settings: { answer_length: 100, started_at: null, ended_at: null, time_interval_value: null, answer_options: {} },
    answer: null,
    ...overrides,
  };
}

/** The brand's arrival-time question: required everywhere. */
export const arrivalTime = question(1, {
  question: 'Arrival time',
  question_type: 'checkin',
  answer_type: 'time',
  labels: ['required:true'],
  settings: { answer_length: null, started_at: '15:00', ended_at: '17:00', time_interval_value: 60, answer_options: {} },
});

export function extra(id: number, overrides: Partial<Extra> = {}): Extra {
  return {
    id,
    name: `Extra ${id}`,
    description: '',
    unit: 'set',
    min_unit: 1,
    max_unit: 3,
    prices: [
      { date: '2030-06-01', price_without_tax: 2000 },
      { date: '2030-06-02', price_without_tax: 2500 },
    ],
    delivery_times: [],
    delivery_times_active: false,
    question: '',
    question_active: false,
    chatbot_images_attributes: [],
    ...overrides,
  };
}

export const cake = extra(7, { name: 'Birthday cake', delivery_times: ['18:00', '19:00'], delivery_times_active: true, question: 'Message on the cake', question_active: true });

export function room(name: string): SelectedRoom {
  return { roomTypeCode: name.toUpperCase(), roomTypeName: name, planCode: 'ROOM', planName: 'Room only', adults: 2, children: [], kidsAgeRange: [], price: 30_000, memberPrice: null };
}

export function selection(rooms: SelectedRoom[] = [room('Twin')]): RoomSelection {
  return {
    hotelId: 3,
    hotelName: 'Hotel Sakura Sapporo',
    hotelPath: '/hotel/3',
    checkIn: '2030-06-01',
    checkOut: '2030-06-03',
    isDayUse: false,
    promoCode: '',
    rooms,
    edit: null,
    selectedAt: '2030-05-01T10:00:00.000Z',
  };
}
