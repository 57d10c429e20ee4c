import type { Locale, LocalizedText } from '@hotel/contracts';

export interface EmailText {
  subject: string;
  body: string;
}

function inLanguage(locale: Locale, subject: LocalizedText, body: LocalizedText): EmailText {
  return { subject: subject[locale], body: body[locale] };
}

export function otpEmail(locale: Locale, code: string, validMinutes: number): EmailText {
  return inLanguage(
    locale,
    {
      ja: '認証コードのお知らせ',
      en: 'Your verification code',
      ko: '인증 코드 안내',
      'zh-CN': '您的验证码',
      'zh-TW': '您的驗證碼',
    },
    {
      ja: `認証コード: ${code}\n\nこのコードは${validMinutes}分間有効です。お心当たりのない場合は、このメールを破棄してください。`,
      en: `Your verification code: ${code}\n\nIt is valid for ${validMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
      ko: `인증 코드: ${code}\n\n이 코드는 ${validMinutes}분 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시해 주세요.`,
      'zh-CN': `您的验证码：${code}\n\n验证码在${validMinutes}分钟内有效。如果这不是您本人的操作，请忽略此邮件。`,
      'zh-TW': `您的驗證碼：${code}\n\n驗證碼在${validMinutes}分鐘內有效。如果這不是您本人的操作，請忽略此郵件。`,
    },
  );
}

export function membershipConfirmationEmail(locale: Locale, link: string): EmailText {
  return inLanguage(
    locale,
    {
      ja: '会員登録の確認',
      en: 'Confirm your membership',
      ko: '회원 가입 확인',
      'zh-CN': '确认您的会员注册',
      'zh-TW': '確認您的會員註冊',
    },
    {
      ja: `ご登録ありがとうございます。\n次のリンクからメールアドレスを確認してください。\n\n${link}`,
      en: `Thank you for joining.\nPlease confirm your e-mail address with this link:\n\n${link}`,
      ko: `가입해 주셔서 감사합니다.\n다음 링크에서 이메일 주소를 확인해 주세요.\n\n${link}`,
      'zh-CN': `感谢您的注册。\n请通过以下链接确认您的电子邮件地址：\n\n${link}`,
      'zh-TW': `感謝您的註冊。\n請透過以下連結確認您的電子郵件地址：\n\n${link}`,
    },
  );
}

export function passwordChangedEmail(locale: Locale): EmailText {
  return inLanguage(
    locale,
    {
      ja: 'パスワード変更のお知らせ',
      en: 'Your password was changed',
      ko: '비밀번호 변경 안내',
      'zh-CN': '您的密码已更改',
      'zh-TW': '您的密碼已變更',
    },
    {
      ja: 'パスワードが変更されました。お心当たりのない場合は、至急ご連絡ください。',
      en: 'Your password was changed. If this was not you, please contact us at once.',
      ko: '비밀번호가 변경되었습니다. 본인이 변경하지 않았다면 즉시 연락해 주세요.',
      'zh-CN': '您的密码已更改。如果这不是您本人的操作，请立即联系我们。',
      'zh-TW': '您的密碼已變更。如果這不是您本人的操作，請立即聯絡我們。',
    },
  );
}
