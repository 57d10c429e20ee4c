import type { Locale } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './footer.module.css';

/** SPEC 2.8: the corporate site and privacy policy exist in each language, each at its own address. */
const corporateSite = 'https://www.hotel-sakura.example';
const sitePath: Record<Locale, string> = { ja: 'ja', en: 'en', ko: 'ko', 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw' };

export function Footer() {
  const locale = useUnit($locale);
  const intl = useIntl();
  const base = `${corporateSite}/${sitePath[locale]}`;
  return (
    <footer className={styles.footer}>
      <nav aria-label={intl.formatMessage({ id: 'footer.navigation' })}>
        <ul className={styles.links}>
          <li>
            <a href={`${base}/`} rel="noopener">
              <FormattedMessage id="footer.site" />
            </a>
          </li>
          <li>
            <a href={`${base}/privacy/`} rel="noopener">
              <FormattedMessage id="footer.privacy" />
            </a>
          </li>
        </ul>
      </nav>
      <p className={styles.copyright}>
        <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
      </p>
    </footer>
  );
}
