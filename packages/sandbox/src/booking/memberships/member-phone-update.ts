import type { Locale, LocalizedText } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import { pick } from '../../i18n/locales';
import { type StoredPhone, splitPhone, withinPhoneDigits } from '../../loyalty/member-phone';
import { engineError } from '../../services/error-shapes';
import type { MemberRow } from './present-membership';

const tooManyDigits: LocalizedText = {
  ja: '有効な電話番号を入力してください（国番号を含めて15桁以内）',
  en: 'Please enter a validated phone number (at most 15 digits with the country code)',
  ko: '올바른 전화번호를 입력해 주세요 (국가 번호 포함 15자리 이내)',
  'zh-CN': '请输入有效的电话号码（含国家代码最多15位）',
  'zh-TW': '請輸入有效的電話號碼（含國碼最多15位）',
};

/**
 * The phone an update stores: normalised on the way in (SPEC 5: default prefix 81 for the profile, the
 * national number without its leading 0), so the "+81 90…" the profile shows saves as the same number.
 */
export function phoneOfUpdate(typed: string | undefined, current: Pick<MemberRow, 'mobile_prefix' | 'mobile'>, locale: Locale): StoredPhone {
  if (typed === undefined) return { prefix: current.mobile_prefix.replace(/\D/g, ''), number: current.mobile };
  const phone = splitPhone(typed, current.mobile_prefix, '81');
  if (!withinPhoneDigits(`${phone.prefix}${phone.number}`)) {
    throw engineError(400, engineErrorCodes.invalidParameter, pick(tooManyDigits, locale), 'phone');
  }
  return phone;
}
