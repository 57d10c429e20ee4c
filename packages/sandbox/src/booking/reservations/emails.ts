import type { Locale, LocalizedText } from '@hotel/contracts';
import { japanClockText } from '../../clock/clock';
import type { SandboxConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { pick } from '../../i18n/locales';
import { sendMessage } from '../../outbox/send';
import type { HotelSeed } from '../../seed/catalogue-types';
import type { ReservationRecord } from './reservation-record';

type Kind = 'booking_confirmation' | 'booking_updated' | 'booking_cancelled';

const subjects: Record<Kind, LocalizedText> = {
  booking_confirmation: { ja: 'ご予約確認', en: 'Booking confirmation', ko: '예약 확인', 'zh-CN': '预订确认', 'zh-TW': '預訂確認' },
  booking_updated: { ja: 'ご予約変更のお知らせ', en: 'Your booking was changed', ko: '예약 변경 안내', 'zh-CN': '预订变更通知', 'zh-TW': '預訂變更通知' },
  booking_cancelled: { ja: 'ご予約キャンセルのお知らせ', en: 'Your booking was cancelled', ko: '예약 취소 안내', 'zh-CN': '预订取消通知', 'zh-TW': '預訂取消通知' },
};

const lines: Record<'dear' | 'stay' | 'total' | 'lookUp' | 'fee' | 'payBy', LocalizedText> = {
  dear: { ja: '{name} 様', en: 'Dear {name},', ko: '{name} 님', 'zh-CN': '尊敬的 {name}：', 'zh-TW': '親愛的 {name}：' },
  stay: {
    ja: 'ご宿泊日：{checkin} 〜 {checkout}（{rooms}室）',
    en: 'Stay: {checkin} to {checkout} ({rooms} room(s))',
    ko: '숙박일: {checkin} ~ {checkout} ({rooms}실)',
    'zh-CN': '入住日期：{checkin} 至 {checkout}（{rooms}间）',
    'zh-TW': '入住日期：{checkin} 至 {checkout}（{rooms}間）',
  },
  total: { ja: 'ご請求額：{total}円（税込）', en: 'Total: ¥{total} incl. tax', ko: '결제 금액: {total}엔 (세금 포함)', 'zh-CN': '总金额：{total}日元（含税）', 'zh-TW': '總金額：{total}日圓（含稅）' },
  lookUp: {
    ja: 'ご予約の確認・変更・キャンセルはこちら：',
    en: 'See, change or cancel your booking here:',
    ko: '예약 확인·변경·취소는 여기에서:',
    'zh-CN': '查看、变更或取消预订：',
    'zh-TW': '查看、變更或取消預訂：',
  },
  fee: { ja: 'キャンセル料：{fee}円', en: 'Cancellation fee: ¥{fee}', ko: '취소 수수료: {fee}엔', 'zh-CN': '取消费用：{fee}日元', 'zh-TW': '取消費用：{fee}日圓' },
  payBy: {
    ja: 'お支払い期限：{due}（期限を過ぎるとご予約は自動的に取り消されます）',
    en: 'Please pay by {due}; after that the booking is released automatically.',
    ko: '결제 기한: {due} (기한이 지나면 예약이 자동으로 취소됩니다)',
    'zh-CN': '请于 {due} 前付款，逾期预订将自动取消。',
    'zh-TW': '請於 {due} 前付款，逾期預訂將自動取消。',
  },
};

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** The look-up link of SPEC 2.1: the confirm-booking route with e-mail, hotel id and bypass token. */
export function lookUpLink(config: SandboxConfig, record: ReservationRecord, locale: Locale): string {
  const prefix = { ja: '', en: '/en', ko: '/ko', 'zh-CN': '/zh', 'zh-TW': '/tw' }[locale];
  const query = new URLSearchParams({ email: record.email, hotel_id: String(record.hotel_id), bypass_token: record.bypass_token });
  return `${config.siteUrl}${prefix}/confirm-booking/${record.number}?${query}`;
}

export async function sendReservationEmail(
  db: Queryable,
  config: SandboxConfig,
  kind: Kind,
  record: ReservationRecord,
  hotel: HotelSeed,
  locale: Locale,
): Promise<void> {
  const guest = record.rooms[0]?.guest;
  const name = guest ? `${guest.last_name} ${guest.first_name}` : record.email;
  const link = lookUpLink(config, record, locale);
  const body = [
    fill(pick(lines.dear, locale), { name }),
    pick(hotel.name, locale),
    `#${record.number}`,
    fill(pick(lines.stay, locale), { checkin: record.checkin, checkout: record.checkout, rooms: record.rooms.length }),
    fill(pick(lines.total, locale), { total: record.total_price.toLocaleString('ja-JP') }),
    ...(record.cancellation ? [fill(pick(lines.fee, locale), { fee: record.cancellation.fee.toLocaleString('ja-JP') })] : []),
    ...(record.payment_due_at ? [fill(pick(lines.payBy, locale), { due: japanClockText(new Date(record.payment_due_at)) })] : []),
    pick(lines.lookUp, locale),
    link,
  ].join('\n');
  await sendMessage(db, {
    kind,
    to: record.email,
    subject: `[${pick(hotel.name, locale)}] ${pick(subjects[kind], locale)} #${record.number}`,
    body,
    link,
  });
}
