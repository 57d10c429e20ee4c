import type { Locale, LocalizedText } from '@hotel/contracts';

/** The field messages of SPEC 5 as the engine words them, in every interface language. */
const fieldMessages = {
  required: { ja: '必須項目です', en: 'Required', ko: '필수 항목입니다', 'zh-CN': '此项为必填项', 'zh-TW': '此欄位為必填' },
  english: { ja: '英字で入力してください。', en: 'Please input in English.', ko: '영문으로 입력해 주세요.', 'zh-CN': '请用英文输入。', 'zh-TW': '請以英文輸入。' },
  japanese: {
    ja: '漢字・ひらがな・カタカナで入力してください。',
    en: 'Please input in Japanese (kanji or kana).',
    ko: '일본어(한자·가나)로 입력해 주세요.',
    'zh-CN': '请用日文（汉字或假名）输入。',
    'zh-TW': '請以日文（漢字或假名）輸入。',
  },
  hiragana: { ja: 'ひらがなで入力してください。', en: 'Please input in Hiragana.', ko: '히라가나로 입력해 주세요.', 'zh-CN': '请用平假名输入。', 'zh-TW': '請以平假名輸入。' },
  phone: {
    ja: '正しい電話番号を入力してください',
    en: 'Please enter a validated phone number',
    ko: '올바른 전화번호를 입력해 주세요',
    'zh-CN': '请输入有效的电话号码',
    'zh-TW': '請輸入有效的電話號碼',
  },
  japanesePhone: {
    ja: '日本の電話番号を正しく入力してください',
    en: 'Please enter a valid Japanese phone number',
    ko: '올바른 일본 전화번호를 입력해 주세요',
    'zh-CN': '请输入有效的日本电话号码',
    'zh-TW': '請輸入有效的日本電話號碼',
  },
  answerTooLong: {
    ja: '{max}文字以内で入力してください',
    en: 'Please answer in at most {max} characters',
    ko: '{max}자 이내로 입력해 주세요',
    'zh-CN': '请在 {max} 个字符以内作答',
    'zh-TW': '請於 {max} 個字元以內作答',
  },
  answerOption: { ja: '選択肢から選んでください', en: 'Please choose one of the options', ko: '선택지에서 골라 주세요', 'zh-CN': '请从选项中选择', 'zh-TW': '請從選項中選擇' },
  answerTime: {
    ja: '{start}〜{end}の時刻を{step}分単位で選んでください',
    en: 'Please choose a time from {start} to {end} in steps of {step} minutes',
    ko: '{start}~{end} 사이의 시각을 {step}분 단위로 선택해 주세요',
    'zh-CN': '请选择 {start} 至 {end} 之间、以 {step} 分钟为间隔的时间',
    'zh-TW': '請選擇 {start} 至 {end} 之間、以 {step} 分鐘為間隔的時間',
  },
  unknownQuestion: {
    ja: 'このご予約にはない質問です',
    en: 'This question is not asked for this booking',
    ko: '이 예약에 해당하지 않는 질문입니다',
    'zh-CN': '此预订没有该问题',
    'zh-TW': '此預訂沒有該問題',
  },
  promoLength: {
    ja: 'プロモーションコードは3〜10文字で入力してください',
    en: 'Promo code must be 3 to 10 characters',
    ko: '프로모션 코드는 3~10자로 입력해 주세요',
    'zh-CN': '优惠码须为 3 至 10 个字符',
    'zh-TW': '優惠碼須為 3 至 10 個字元',
  },
} satisfies Record<string, LocalizedText>;

export type FieldMessageId = keyof typeof fieldMessages;

export function fieldMessage(id: FieldMessageId, locale: Locale, values: Record<string, string | number> = {}): string {
  return fieldMessages[id][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
