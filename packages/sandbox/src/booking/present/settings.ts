import type { BookingWidgetSettings, Locale, LocalizedText, SearchBarSettings, TermsSettings } from '@hotel/contracts';
import type { SandboxConfig } from '../../config';
import { pick } from '../../i18n/locales';
import type { HotelSeed, PlanSeed } from '../../seed/catalogue-types';
import { maxRoomsPerBooking } from './hotel';

/** SPEC 2.5: the room search filters a hotel offers (`room_search_filters` ids). */
const roomSearchFilters: Array<{ id: string; name: LocalizedText }> = [
  { id: 'non_smoking', name: { ja: '禁煙', en: 'Non-smoking', ko: '금연', 'zh-CN': '禁烟', 'zh-TW': '禁菸' } },
  { id: 'breakfast', name: { ja: '朝食付き', en: 'Breakfast included', ko: '조식 포함', 'zh-CN': '含早餐', 'zh-TW': '含早餐' } },
  { id: 'free_cancellation', name: { ja: '無料キャンセル', en: 'Free cancellation', ko: '무료 취소', 'zh-CN': '免费取消', 'zh-TW': '免費取消' } },
  { id: 'members_only', name: { ja: '会員限定', en: 'Members only', ko: '회원 전용', 'zh-CN': '会员专享', 'zh-TW': '會員專屬' } },
  { id: 'pay_at_hotel', name: { ja: '現地払い', en: 'Pay at the hotel', ko: '현장 결제', 'zh-CN': '到店付款', 'zh-TW': '到店付款' } },
];

const termsHtml: LocalizedText = {
  ja: '<p>ご予約には当ホテルの宿泊約款が適用されます。キャンセル料はプランごとのキャンセルポリシーに従います。</p><p>未成年の方のみのご宿泊は保護者の同意が必要です。</p>',
  en: '<p>Bookings are subject to the hotel’s terms of accommodation. Cancellation fees follow the cancellation policy of each plan.</p><p>Guests under 18 travelling alone need the consent of a parent or guardian.</p>',
  ko: '<p>예약에는 호텔 숙박 약관이 적용됩니다. 취소 수수료는 플랜별 취소 정책에 따릅니다.</p><p>미성년자만 숙박하는 경우 보호자의 동의가 필요합니다.</p>',
  'zh-CN': '<p>预订适用本酒店的住宿条款。取消费用依照各方案的取消政策收取。</p><p>未成年人单独入住需征得监护人同意。</p>',
  'zh-TW': '<p>預訂適用本飯店的住宿條款。取消費用依照各方案的取消政策收取。</p><p>未成年人單獨入住需取得監護人同意。</p>',
};

export function presentTerms(config: SandboxConfig, locale: Locale): TermsSettings {
  return {
    terms_html: pick(termsHtml, locale),
    privacy_policy_url: `${config.siteUrl}/privacy?lang=${locale}`,
    cancellation_policy_url: `${config.publicUrl}/content/policies`,
  };
}

export function presentSearchBar(hotel: HotelSeed, locale: Locale): SearchBarSettings {
  return {
    max_rooms: maxRoomsPerBooking,
    max_adults: 10,
    max_children: 10,
    max_child_age: 12,
    undated_search: hotel.undatedSearchEnabled,
    day_use: hotel.dayUseEnabled,
    room_search_filters: roomSearchFilters.map((filter) => ({ id: filter.id, name: pick(filter.name, locale) })),
  };
}

export function presentBookingWidget(hotel: HotelSeed, plans: PlanSeed[], holdSeconds: number): BookingWidgetSettings {
  const methods = new Set(plans.flatMap((plan) => plan.paymentMethods));
  return {
    is_active: true,
    payment_methods: [...methods, 'points'],
    points_payment: true,
    call_out_phone: hotel.callOutPhone,
    hold_hours: Math.round((holdSeconds / 3600) * 100) / 100,
  };
}
