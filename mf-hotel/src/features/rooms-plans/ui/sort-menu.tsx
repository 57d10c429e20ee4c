import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $sort, sortChosen } from '../filter-model';
import { roomSorts } from '../lib/sorting';
import { sortLabels } from './labels';
import styles from './sort-menu.module.css';

function focusItem(menu: HTMLElement | null, index: number) {
  const items = [...(menu?.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]') ?? [])];
  items[(index + items.length) % items.length]?.focus();
}

/** SPEC 2.5 sort popup: Recommended, price low to high (default), price high to low; outside click closes. */
export function SortMenu() {
  const intl = useIntl();
  const menuId = useId();
  const [sort, choose] = useUnit([$sort, sortChosen]);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    focusItem(menu.current, roomSorts.indexOf(sort));
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, sort]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll('[role="menuitemradio"]') ?? [])];
    const current = items.indexOf(document.activeElement as Element);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: items.length - 1 };
    if (event.key === 'Escape' || event.key === 'Tab') close();
    else if (event.key in moves) {
      event.preventDefault();
      focusItem(menu.current, moves[event.key] as number);
    }
  };
  const label = intl.formatMessage({ id: sortLabels[sort] });

  return (
    <div ref={root} className={styles.sort}>
      <Button
        ref={button}
        variant="secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => event.key === 'ArrowDown' && (event.preventDefault(), setOpen(true))}
      >
        <FormattedMessage id="hotel.rooms.sort.button" values={{ sort: label }} />
      </Button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-label={intl.formatMessage({ id: 'hotel.rooms.sort.title' })} className={styles.menu} onKeyDown={onMenuKeyDown}>
          {roomSorts.map((option) => (
            <li key={option} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={option === sort}
                tabIndex={-1}
                className={styles.item}
                onClick={() => {
                  choose(option);
                  close();
                }}
              >
                <span className={styles.check} aria-hidden="true">
                  {option === sort ? '✓' : ''}
                </span>
                <FormattedMessage id={sortLabels[option]} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
