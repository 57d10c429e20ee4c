import { Outlet } from '@hotel/ui/router';
import { Header } from '../features/header/header';
import { useLocaleFromUrl } from '../features/locale/use-locale-from-url';
import styles from './layout.module.css';

export function Layout() {
  useLocaleFromUrl();
  return (
    <div className={styles.shell}>
      <Header />
      <div className={styles.content} id="content">
        <Outlet />
      </div>
    </div>
  );
}
