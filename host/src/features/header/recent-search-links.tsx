import type { RecentSearch } from '@hotel/contracts';
import { $locale, $recentSearches } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@hotel/ui/router';
import styles from './header.module.css';

function pathOf(search: RecentSearch): string {
  if (search.kind === 'hotel') return `/hotel/${encodeURIComponent(search.id)}`;
  if (search.keyword) return `/hotels-${search.keyword}`;
  return `/hotels?${new URLSearchParams({ keyword: search.name, search_type: search.kind })}`;
}

/** SPEC 2.8 mobile menu: the visitor's last (at most 3) searches. */
export function RecentSearchLinks({ onPick }: { onPick: () => void }) {
  const [searches, locale] = useUnit([$recentSearches, $locale]);
  return (
    <section aria-labelledby="recent-searches-title">
      <h3 id="recent-searches-title" className={styles.menuHeading}>
        <FormattedMessage id="header.recentSearches" />
      </h3>
      {searches.length ? (
        <ul className={styles.menuList}>
          {searches.map((search) => (
            <li key={`${search.kind}:${search.id}`}>
              <Link to={localizedPath(pathOf(search), locale)} onClick={onPick}>
                {search.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.menuEmpty}>
          <FormattedMessage id="header.noRecentSearches" />
        </p>
      )}
    </section>
  );
}
