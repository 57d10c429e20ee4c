import type { Locale } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { locales, switchLocalePath } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from '@hotel/ui/router';
import styles from './header.module.css';

/** Each language names itself, so a visitor finds theirs whatever the page's language. */
const ownNames: Record<Locale, string> = {
  ja: '日本語',
  en: 'English',
  ko: '한국어',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

export function LanguageSelect() {
  const locale = useUnit($locale);
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <select
      className={styles.select}
      aria-label={intl.formatMessage({ id: 'header.language' })}
      value={locale}
      onChange={(event) => navigate(switchLocalePath(pathname, search, event.target.value as Locale))}
    >
      {locales.map((option) => (
        <option key={option} value={option} lang={option}>
          {ownNames[option]}
        </option>
      ))}
    </select>
  );
}
