import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useDialogClose, useDialogTitleId } from './dialog-context';
import styles from './dialog.module.css';

const join = (...classes: Array<string | undefined>) => classes.filter(Boolean).join(' ');

interface DialogTitleProps extends Omit<ComponentPropsWithRef<'h2'>, 'id'> {
  /** The heading level where the dialog sits in the page's outline. */
  level?: 2 | 3;
}

/** The dialog's heading; the dialog takes its name from it. */
export function DialogTitle({ level = 2, className, ...rest }: DialogTitleProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return <Heading id={useDialogTitleId()} className={join(styles.title, className)} {...rest} />;
}

/** A × button named by `label`; it closes the dialog. */
export function DialogCloseButton({ label, className, ...rest }: { label: string } & Omit<ComponentPropsWithRef<'button'>, 'children' | 'onClick'>) {
  const close = useDialogClose();
  return (
    <button type="button" className={join(styles.close, className)} aria-label={label} onClick={() => close()} {...rest}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

/** A bar with the title and the close button. */
export function DialogHeader({ title, level, closeLabel }: { title: ReactNode; level?: 2 | 3; closeLabel: string }) {
  return (
    <div className={styles.header}>
      <DialogTitle level={level}>{title}</DialogTitle>
      <DialogCloseButton label={closeLabel} />
    </div>
  );
}

/** The part that scrolls between the header and the footer. */
export function DialogBody({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={join(styles.body, className)} {...rest} />;
}

/** The actions at the bottom, always in view. */
export function DialogFooter({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={join(styles.footer, className)} {...rest} />;
}
