import type { Locale, LocalizedText, Receipt, ReceiptPaidWith } from '@hotel/contracts';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { pick } from '../../i18n/locales';
import { fullAddress } from '../present/hotel';
import { findReservation } from './lookup';
import type { ReservationRecord } from './reservation-record';

const paidWithLabels: Record<ReceiptPaidWith, LocalizedText> = {
  card: { ja: 'クレジットカード', en: 'Credit card', ko: '신용카드', 'zh-CN': '信用卡', 'zh-TW': '信用卡' },
  onsite: { ja: '現地払い', en: 'Paid at the hotel', ko: '현장 결제', 'zh-CN': '到店支付', 'zh-TW': '現場付款' },
  deferred_then_card: {
    ja: 'あと払い（クレジットカードでお支払い済み）',
    en: 'Pay later, then paid by credit card',
    ko: '나중에 결제 (신용카드로 결제 완료)',
    'zh-CN': '稍后支付（已用信用卡付款）',
    'zh-TW': '稍後付款（已以信用卡付款）',
  },
  deferred: { ja: 'あと払い（未払い）', en: 'Pay later (not paid yet)', ko: '나중에 결제 (미결제)', 'zh-CN': '稍后支付（未付款）', 'zh-TW': '稍後付款（未付款）' },
  points: { ja: 'ポイント', en: 'Points', ko: '포인트', 'zh-CN': '积分', 'zh-TW': '點數' },
};

const pointsLine: LocalizedText = { ja: 'ポイント利用', en: 'Points used', ko: '포인트 사용', 'zh-CN': '积分抵扣', 'zh-TW': '點數折抵' };

/** How the booking was finally paid: a pay-later booking settled by card says so. */
export function paidWith(record: Pick<ReservationRecord, 'payment_method' | 'payment_status'>): ReceiptPaidWith {
  if (record.payment_method === 'deferred') return record.payment_status === 'paid' ? 'deferred_then_card' : 'deferred';
  return record.payment_method;
}

function receiptLines(record: ReservationRecord, deps: SandboxDeps, locale: Locale) {
  const hotelId = record.hotel_id;
  return [
    ...record.rooms.map((room) => ({
      description: `${pick(deps.catalogue.roomType(hotelId, room.room_type_code)?.name, locale)} / ${pick(deps.catalogue.plan(hotelId, room.room_plan_code)?.name, locale)}`,
      amount: room.total_price,
    })),
    ...record.extras.map((extra) => ({
      description: `${pick(deps.catalogue.extras(hotelId).find((e) => e.id === extra.extra_id)?.name, locale)} × ${extra.quantity}`,
      amount: extra.total_price,
    })),
    ...(record.spending_points ? [{ description: pick(pointsLine, locale), amount: -record.spending_points }] : []),
  ];
}

/** GET …/receipt: the lines, what was paid, and how (card, at the hotel, pay later then paid, points), with every update's charge or refund. */
export async function receipt(ctx: RequestContext, deps: SandboxDeps) {
  const { hotel, record, locale } = await findReservation(ctx, deps, 'read');
  const guest = record.rooms[0]?.guest;
  const method = paidWith(record);
  const data: Receipt = {
    receipt_number: `RC-${record.number}`,
    reservation_number: record.number,
    issued_at: deps.clock.now().toISOString(),
    addressee: guest ? `${guest.last_name} ${guest.first_name}` : record.email,
    hotel: { name: pick(hotel.name, locale), address: fullAddress(hotel, locale), phone: hotel.phone },
    lines: receiptLines(record, deps, locale),
    total_price: record.total_price - record.spending_points,
    tax: record.tax,
    paid_with: method,
    paid_with_label: pick(paidWithLabels[method], locale),
    payment_status: record.payment_status,
    payments: record.payments ?? [],
  };
  return { body: { data } };
}
