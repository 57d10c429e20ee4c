import type { Locale, LocalizedText } from '@hotel/contracts';
import { pick } from '../../i18n/locales';

type MembershipEmail = 'confirm' | 'registered' | 'reset';

const copy: Record<MembershipEmail, { subject: LocalizedText; body: LocalizedText }> = {
  confirm: {
    subject: { ja: '会員登録のご確認', en: 'Please confirm your membership', ko: '회원 가입 확인', 'zh-CN': '请确认您的会员注册', 'zh-TW': '請確認您的會員註冊' },
    body: {
      ja: '{name} 様\nホテルさくら会員へのご登録ありがとうございます。下記のリンクからメールアドレスを確認してください。',
      en: 'Dear {name},\nThank you for joining Hotel Sakura Members. Please confirm your e-mail address with the link below.',
      ko: '{name} 님\n호텔 사쿠라 회원에 가입해 주셔서 감사합니다. 아래 링크에서 이메일 주소를 확인해 주세요.',
      'zh-CN': '尊敬的 {name}：\n感谢您注册樱花酒店会员。请点击下方链接确认您的电子邮箱。',
      'zh-TW': '親愛的 {name}：\n感謝您註冊櫻花飯店會員。請點擊下方連結確認您的電子郵件。',
    },
  },
  registered: {
    subject: { ja: '会員登録について', en: 'About your membership', ko: '회원 가입 안내', 'zh-CN': '关于您的会员注册', 'zh-TW': '關於您的會員註冊' },
    body: {
      ja: '{name} 様\nこのメールアドレスで会員登録のお申し込みがありましたが、すでに会員としてご登録いただいています。ログインするか、パスワードをお忘れの場合は再設定してください。お心当たりのない場合は、このメールを破棄してください。',
      en: 'Dear {name},\nSomeone asked to join Hotel Sakura Members with this e-mail address, but you already have an account: sign in or reset your password. If this was not you, ignore this e-mail.',
      ko: '{name} 님\n이 이메일 주소로 회원 가입 신청이 있었지만 이미 회원으로 등록되어 있습니다. 로그인하시거나 비밀번호를 재설정해 주세요. 본인이 아니라면 이 메일을 무시해 주세요.',
      'zh-CN': '尊敬的 {name}：\n有人使用此电子邮箱申请注册会员，但您已经拥有账户：请登录，或重置密码。如果这不是您本人的操作，请忽略此邮件。',
      'zh-TW': '親愛的 {name}：\n有人使用此電子郵件申請註冊會員，但您已經擁有帳戶：請登入，或重設密碼。如果這不是您本人的操作，請忽略此郵件。',
    },
  },
  reset: {
    subject: { ja: 'パスワード再設定のご案内', en: 'Reset your password', ko: '비밀번호 재설정 안내', 'zh-CN': '重置密码', 'zh-TW': '重設密碼' },
    body: {
      ja: '{name} 様\n下記のリンクから1時間以内にパスワードを再設定してください。',
      en: 'Dear {name},\nUse the link below within one hour to set a new password.',
      ko: '{name} 님\n아래 링크에서 1시간 이내에 비밀번호를 재설정해 주세요.',
      'zh-CN': '尊敬的 {name}：\n请在一小时内通过下方链接设置新密码。',
      'zh-TW': '親愛的 {name}：\n請在一小時內透過下方連結設定新密碼。',
    },
  },
};

export function membershipEmail(kind: MembershipEmail, locale: Locale, name: string, link: string) {
  return {
    kind: kind === 'reset' ? ('password_reset' as const) : ('membership_confirmation' as const),
    subject: pick(copy[kind].subject, locale),
    body: `${pick(copy[kind].body, locale).replace('{name}', name)}\n${link}`,
  };
}
