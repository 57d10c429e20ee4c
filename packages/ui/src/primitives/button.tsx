import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styles from './button.module.css';
import { submitPress } from './submit-press';

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary';
}

type Press = ((event: MouseEvent<HTMLButtonElement>) => void) | undefined;

function both(first: Press, second: Press): Press {
  return (event) => {
    first?.(event);
    second?.(event);
  };
}

export function Button({ variant = 'primary', className, type = 'button', onMouseDown, onClick, ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  const press = type === 'submit' ? { onMouseDown: both(submitPress.onMouseDown, onMouseDown), onClick: both(submitPress.onClick, onClick) } : { onMouseDown, onClick };
  return <button type={type} className={classes} {...rest} {...press} />;
}
