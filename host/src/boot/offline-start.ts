import { resolveLocale } from '@hotel/i18n';
import { reloadWhenSiteAnswers } from '../features/offline/reload-when-answered';
import { cookieNames, readCookie } from '../features/session/cookies';

const texts = {
  ja: 'オフラインです！ 接続が戻ると、ページは自動で再読み込みされます。',
  en: 'You are Offline! The page reloads by itself when the connection comes back.',
  ko: '오프라인 상태입니다! 연결이 복구되면 페이지가 자동으로 새로고침됩니다.',
  'zh-CN': '您已离线！网络恢复后页面将自动重新加载。',
  'zh-TW': '您已離線！網路恢復後頁面將自動重新載入。',
} as const;

/**
 * A visit that starts without a connection (the shell came from the service worker, but run-time config and
 * session cannot) says so plainly instead of failing, and starts over when the connection is back (SPEC 2.8).
 */
export function showOfflineStart(): void {
  const locale = resolveLocale({
    pathname: window.location.pathname,
    cookieLocale: readCookie(cookieNames.locale),
    browserLanguages: navigator.languages ?? [],
  });
  const root = document.getElementById('root');
  if (root) {
    const note = document.createElement('p');
    note.setAttribute('role', 'alert');
    note.style.cssText = 'margin:2rem auto;max-width:40rem;padding:1rem;font-size:1.125rem;text-align:center';
    note.textContent = texts[locale];
    root.replaceChildren(note);
  }
  window.addEventListener('online', () => void reloadWhenSiteAnswers());
}
