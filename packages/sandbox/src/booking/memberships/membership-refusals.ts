import type { Locale, LocalizedText } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import type { SandboxDeps } from '../../deps';
import { HttpError } from '../../http/http-error';
import type { RequestContext } from '../../http/request-context';
import { pick } from '../../i18n/locales';
import { text } from '../../i18n/messages';
import { type Attempt, waitBeforeAttempt } from '../../loyalty/attempt-throttle';
import { engineError } from '../../services/error-shapes';

/** The engine's code for "signed up, but the e-mail link was not opened yet" (no member token until then). */
export const membershipNotConfirmedCode = 1310;

const notConfirmedTitle: LocalizedText = {
  ja: 'メールアドレスの確認が済んでいません。ご登録時にお送りしたメールのリンクを開いてください。',
  en: 'Please confirm your e-mail address first: open the link in the e-mail we sent you when you signed up.',
  ko: '이메일 주소 확인이 완료되지 않았습니다. 가입 시 보내 드린 메일의 링크를 열어 주세요.',
  'zh-CN': '您的电子邮箱尚未确认。请打开注册时我们发送给您的邮件中的链接。',
  'zh-TW': '您的電子郵件尚未確認。請開啟註冊時我們寄給您的郵件中的連結。',
};

export function membershipNotConfirmed(locale: Locale): HttpError {
  return engineError(403, membershipNotConfirmedCode, pick(notConfirmedTitle, locale));
}

/** A booking client is its client session and its IP address (as for reservation look-ups). */
export function bookingAttempt(ctx: RequestContext, email: string): Attempt {
  return { account: email, clients: [`session:${ctx.header('client-session') ?? ''}`, `ip:${ctx.remoteAddress}`] };
}

/** 429 code 2429 with Retry-After while the account or the client has failed too often. */
export function assertMaySignIn(deps: SandboxDeps, attempt: Attempt, locale: Locale): void {
  const wait = waitBeforeAttempt(deps, 'signIn', attempt);
  if (wait === 0) return;
  const body = { errors: [{ code: engineErrorCodes.tooManyAttempts, title: text('tooManyAttempts', locale) }] };
  throw new HttpError(429, body, { 'Retry-After': String(wait) });
}
