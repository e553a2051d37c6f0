'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './forms.module.scss';

/**
 * What a form shows once its submission is stored (never before): the server's message as a title that
 * takes focus, so a screen reader reads it, then the details and the way to another submission.
 */
export function FormSuccess({
  title,
  as: Title = 'p',
  children,
}: {
  title: string;
  /** The PQRS form's title is a heading of its steps' level. */
  as?: 'p' | 'h3';
  children?: ReactNode;
}) {
  const ref = useRef<HTMLParagraphElement & HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className={styles.success} role="status">
      <Title ref={ref} tabIndex={-1} className={styles.successTitle}>
        {title}
      </Title>
      {children}
    </div>
  );
}
