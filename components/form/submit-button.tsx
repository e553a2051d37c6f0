import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './form.module.scss';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  /** The submission is under way: the button is disabled and says `busyLabel` ('Enviando...'). */
  busy: boolean;
  busyLabel: ReactNode;
  children: ReactNode;
}

/**
 * A form's submit button. While busy it cannot send twice and its name becomes the busy label, which is
 * what a screen reader announces on it. `className` replaces the kit's blue primary look.
 */
export function SubmitButton({ busy, busyLabel, disabled, className, children, ...button }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className ?? styles.primary}
      disabled={busy || disabled}
      aria-disabled={busy || undefined}
      {...button}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
