import { useUnit } from 'effector-react';
import { $resultCount } from '../../model/list';
import { ListCount } from './list-count';
import { ListToolbar } from './list-toolbar';
import styles from './toolbar.module.css';

/** The count and the tools; SPEC 2.4: it sticks to the top once scrolled past, when more than 1 hotel shows. */
export function ListHeader() {
  const count = useUnit($resultCount);
  return (
    <div className={`${styles.header} ${count > 1 ? styles.sticky : ''}`}>
      <ListCount />
      <ListToolbar />
    </div>
  );
}
