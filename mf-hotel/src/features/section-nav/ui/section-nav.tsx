import { useIntl } from 'react-intl';
import { useIsPhone } from '@hotel/ui';
import { sectionTabs, type TabKey } from '../lib';
import { useScrollSpy } from '../use-scroll-spy';
import styles from './section-nav.module.css';

/** SPEC 2.5 sticky section navigation: Hotel, Room & Plan, Find Us and, with reviews, Reviews. */
export function SectionNav({ hasReviews, ready }: { hasReviews: boolean; ready: boolean }) {
  const intl = useIntl();
  const isPhone = useIsPhone();
  const tabs = sectionTabs({ isPhone, hasReviews });
  const { active, select } = useScrollSpy(tabs, isPhone, ready);
  const labels: Record<TabKey, string> = {
    hotel: intl.formatMessage({ id: 'hotel.detail.tab.hotel' }),
    plan: intl.formatMessage({ id: 'hotel.detail.tab.plan' }),
    map: intl.formatMessage({ id: 'hotel.detail.tab.map' }),
    review: intl.formatMessage({ id: 'hotel.detail.tab.review' }),
  };
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'hotel.detail.tabs.label' })} data-section-nav="">
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a
              className={styles.tab}
              href={`#${tab.sectionId}`}
              aria-current={active === tab.key ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault();
                select(tab);
              }}
            >
              {labels[tab.key]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
