import type { ReactNode } from 'react';
import styles from './form.module.scss';

/*
 * The frame every field of the form kit shares (DESIGN.md forms): the label tied to the control by
 * `id`, a hint under it and an inline error with an icon. The control names both with
 * aria-describedby (`{id}-hint`, `{id}-error`) and sets aria-invalid, so a screen reader reads the
 * error on focus; the ids are what the tests query.
 */

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** "(opcional)" after the label, in the caller's language. */
  optionalText?: string;
  /** Extra ids for aria-describedby (e.g. a character counter). */
  describedBy?: string[];
}

/** The control's aria-describedby: its hint, its error and any extra ids, or nothing. */
export function describedByOf({
  id,
  hint,
  error,
  describedBy = [],
}: Pick<FieldFrameProps, 'id' | 'hint' | 'error' | 'describedBy'>): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', ...describedBy].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The attributes that tie a control to its frame. */
export function controlProps(frame: Pick<FieldFrameProps, 'id' | 'hint' | 'error' | 'describedBy'>) {
  return {
    id: frame.id,
    'aria-invalid': frame.error ? true : undefined,
    'aria-describedby': describedByOf(frame),
  } as const;
}

/** An inline error (`{id}-error`), or nothing without one. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.error}>
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className={styles.errorIcon}>
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4v5M8 11.2v.3" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {error}
    </p>
  );
}

/** Label above the control (`children`), hint and error under it. */
export function Field({
  id,
  label,
  hint,
  error,
  optionalText,
  className,
  liveError = false,
  children,
}: Omit<FieldFrameProps, 'describedBy'> & {
  className?: string;
  /**
   * The error appears while focus is elsewhere or stays put (a refused file choice), so it is announced
   * from a polite live region that is always there; other fields' errors are read when they take focus.
   */
  liveError?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-invalid={error ? 'true' : undefined}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalText ? <span className={styles.optional}> {optionalText}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {liveError ? (
        <div aria-live="polite">
          <FieldError id={id} error={error} />
        </div>
      ) : (
        <FieldError id={id} error={error} />
      )}
    </div>
  );
}
