import { useUnit } from 'effector-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { popupDismissed } from './model';
import styles from './popup-panel.module.css';

/** SPEC 9: focus moves into a popup 100 ms after it opens, once it is on screen. */
export const focusDelayMs = 100;

const focusable = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

interface PopupPanelProps {
  title: string;
  /** The field the popup belongs to: clicks on it are not "outside", and focus returns to its trigger. */
  anchorRef: RefObject<HTMLElement | null>;
  triggerRef: RefObject<HTMLElement | null>;
  align?: 'start' | 'end' | 'center';
  wide?: boolean;
  children: ReactNode;
}

/**
 * A booking popup: an anchored panel on desktop, a full-screen sheet with a close button on phones. Escape
 * and a click outside dismiss it; focus goes in when it opens and back to its trigger when it closes.
 */
export function PopupPanel({ title, anchorRef, triggerRef, align = 'start', wide = false, children }: PopupPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const dismiss = useUnit(popupDismissed);

  useEffect(() => {
    const panel = panelRef.current;
    const timer = setTimeout(() => {
      const body = panel?.lastElementChild;
      const target =
        panel?.querySelector<HTMLElement>('[data-autofocus]') ?? body?.querySelector<HTMLElement>(focusable) ?? panel;
      target?.focus();
    }, focusDelayMs);
    const trigger = triggerRef.current;
    return () => {
      clearTimeout(timer);
      const active = document.activeElement;
      if (!active || active === document.body || panel?.contains(active)) trigger?.focus();
    };
  }, [triggerRef]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!anchorRef.current?.contains(target) && !panelRef.current?.contains(target)) dismiss();
    };
    // Escape closes the popup wherever the focus is (it may not have moved in yet, SPEC 9 focus delay).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [anchorRef, dismiss]);

  const classes = [styles.panel, styles[align], wide ? styles.wide : ''].filter(Boolean).join(' ');
  return (
    <div ref={panelRef} className={classes} role="dialog" aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={intl.formatMessage({ id: 'search.box.popup.close' }, { title })}
          onClick={() => dismiss()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
