import { FormattedMessage } from 'react-intl';
import { Link } from '@hotel/ui/router';
import { ArrowIcon } from '../../gallery';
import { useBackLink } from '../use-back-link';
import styles from './back-link.module.css';

/** SPEC 2.5: back to the search results the visitor came from, or home when there were none. */
export function BackLink() {
  const { path, toResults } = useBackLink();
  return (
    <div className={styles.row}>
      <Link className={styles.back} to={path}>
        <ArrowIcon direction="left" />
        {toResults ? <FormattedMessage id="hotel.detail.back.results" /> : <FormattedMessage id="hotel.detail.back.home" />}
      </Link>
    </div>
  );
}
