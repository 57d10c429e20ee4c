import type { CancellationPolicySeed } from '../catalogue-types';
import { lt } from './text';

/**
 * A rule `{daysBefore, percent}` charges `percent` of the stay for a cancellation made `daysBefore` days or
 * fewer before check-in (0 is the day of arrival); the strictest matching rule wins.
 */
export const policies: readonly CancellationPolicySeed[] = [
  {
    id: 'standard-3d',
    freeUntilDaysBefore: 3,
    rules: [
      { daysBefore: 2, percent: 30 },
      { daysBefore: 1, percent: 50 },
      { daysBefore: 0, percent: 100 },
    ],
    noShowPercent: 100,
    description: lt(
      'ご到着の3日前まで無料でキャンセルいただけます。2日前は宿泊料金の30%、前日は50%、当日および不泊は100%を申し受けます。',
      'Free cancellation until 3 days before arrival. Cancelling 2 days before costs 30% of the room charge, the day before 50%, and on the day or in case of no-show 100%.',
      '도착 3일 전까지 무료로 취소하실 수 있습니다. 2일 전 취소 시 숙박 요금의 30%, 전날은 50%, 당일 취소 및 노쇼는 100%가 부과됩니다.',
      '入住前3天之前可免费取消。入住前2天取消收取房费的30%，前一天收取50%，当天取消或未入住收取100%。',
      '入住前3天之前可免費取消。入住前2天取消收取房費的30%，前一天收取50%，當天取消或未入住收取100%。',
    ),
  },
  {
    id: 'flexible-1d',
    freeUntilDaysBefore: 1,
    rules: [{ daysBefore: 0, percent: 50 }],
    noShowPercent: 100,
    description: lt(
      'ご到着の前日まで無料でキャンセルいただけます。当日のキャンセルは宿泊料金の50%、不泊は100%を申し受けます。',
      'Free cancellation until the day before arrival. Cancelling on the day costs 50% of the room charge; a no-show costs 100%.',
      '도착 전날까지 무료로 취소하실 수 있습니다. 당일 취소 시 숙박 요금의 50%, 노쇼는 100%가 부과됩니다.',
      '入住前一天之前可免费取消。当天取消收取房费的50%，未入住收取100%。',
      '入住前一天之前可免費取消。當天取消收取房費的50%，未入住收取100%。',
    ),
  },
  {
    id: 'early-7d',
    freeUntilDaysBefore: 7,
    rules: [
      { daysBefore: 6, percent: 20 },
      { daysBefore: 2, percent: 50 },
      { daysBefore: 0, percent: 100 },
    ],
    noShowPercent: 100,
    description: lt(
      'ご到着の7日前まで無料でキャンセルいただけます。6日前から3日前までは宿泊料金の20%、2日前から前日までは50%、当日および不泊は100%を申し受けます。',
      'Free cancellation until 7 days before arrival. From 6 to 3 days before, 20% of the room charge is due; 2 days before and the day before, 50%; on the day or in case of no-show, 100%.',
      '도착 7일 전까지 무료로 취소하실 수 있습니다. 6일 전부터 3일 전까지는 숙박 요금의 20%, 2일 전부터 전날까지는 50%, 당일 취소 및 노쇼는 100%가 부과됩니다.',
      '入住前7天之前可免费取消。入住前6天至前3天取消收取房费的20%，前2天至前一天收取50%，当天取消或未入住收取100%。',
      '入住前7天之前可免費取消。入住前6天至前3天取消收取房費的20%，前2天至前一天收取50%，當天取消或未入住收取100%。',
    ),
  },
  {
    id: 'non-refundable',
    freeUntilDaysBefore: null,
    rules: [{ daysBefore: 365, percent: 100 }],
    noShowPercent: 100,
    description: lt(
      'お得な返金不可の料金です。ご予約確定後のキャンセル・変更には宿泊料金の100%を申し受けます。',
      'A discounted non-refundable rate. Any cancellation or change after booking costs 100% of the room charge.',
      '할인된 환불 불가 요금입니다. 예약 확정 후 취소 또는 변경 시 숙박 요금의 100%가 부과됩니다.',
      '优惠的不可退款价格。预订确认后取消或更改均收取房费的100%。',
      '優惠的不可退款價格。預訂確認後取消或更改均收取房費的100%。',
    ),
  },
  {
    id: 'day-use',
    freeUntilDaysBefore: 1,
    rules: [{ daysBefore: 0, percent: 100 }],
    noShowPercent: 100,
    description: lt(
      'ご利用日の前日まで無料でキャンセルいただけます。当日のキャンセルおよび不泊は料金の100%を申し受けます。',
      'Free cancellation until the day before your visit. Cancelling on the day, or not arriving, costs 100% of the charge.',
      '이용일 전날까지 무료로 취소하실 수 있습니다. 당일 취소 및 노쇼는 요금의 100%가 부과됩니다.',
      '使用日前一天之前可免费取消。当天取消或未到店收取费用的100%。',
      '使用日前一天之前可免費取消。當天取消或未到店收取費用的100%。',
    ),
  },
];

export type PolicyId = 'standard-3d' | 'flexible-1d' | 'early-7d' | 'non-refundable' | 'day-use';
