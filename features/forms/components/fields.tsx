import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import styles from './forms.module.scss';

/*
 * Labelled fields (DESIGN.md forms: label above, hint under, inline error with an icon). The error is
 * tied to the control with aria-describedby and aria-invalid, so a screen reader reads it on focus.
 */

interface FieldFrame {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optionalText?: string;
  /** Extra ids for aria-describedby (e.g. a character counter). */
  describedBy?: string[];
}

export function describedByOf({ id, hint, error, describedBy = [] }: FieldFrame): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', ...describedBy].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
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

function Frame({ id, label, hint, error, optionalText, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
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
      <FieldError id={id} error={error} />
    </div>
  );
}

type TextProps = FieldFrame & InputHTMLAttributes<HTMLInputElement>;

export const TextField = forwardRef<HTMLInputElement, TextProps>(function TextField(
  { id, label, hint, error, optionalText, describedBy, ...input },
  ref,
) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} optionalText={optionalText}>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf({ id, hint, error, label, describedBy })}
        {...input}
      />
    </Frame>
  );
});

type SelectProps = FieldFrame &
  SelectHTMLAttributes<HTMLSelectElement> & {
    placeholder: string;
    options: Array<{ value: string; label: string }>;
  };

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { id, label, hint, error, optionalText, describedBy, placeholder, options, ...select },
  ref,
) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} optionalText={optionalText}>
      <select
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf({ id, hint, error, label, describedBy })}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
});

type AreaProps = FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement> & { after?: ReactNode };

export const TextAreaField = forwardRef<HTMLTextAreaElement, AreaProps>(function TextAreaField(
  { id, label, hint, error, optionalText, describedBy, after, ...area },
  ref,
) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} optionalText={optionalText}>
      <textarea
        ref={ref}
        id={id}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf({ id, hint, error, label, describedBy })}
        rows={6}
        {...area}
      />
      {after}
    </Frame>
  );
});

type CheckboxProps = Omit<FieldFrame, 'hint' | 'optionalText'> &
  InputHTMLAttributes<HTMLInputElement> & { link?: ReactNode };

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxProps>(function CheckboxField(
  { id, label, error, describedBy, link, ...input },
  ref,
) {
  return (
    <div className={styles.checkField} data-invalid={error ? 'true' : undefined}>
      <div className={styles.checkRow}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf({ id, error, label, describedBy })}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {link ? <p className={styles.hint}>{link}</p> : null}
      <FieldError id={id} error={error} />
    </div>
  );
});
