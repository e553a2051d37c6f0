import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { controlProps, FieldError, type FieldFrameProps } from './field';
import styles from './form.module.scss';

export type CheckboxFieldProps = Omit<FieldFrameProps, 'hint' | 'optionalText'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
    /** A link under the box (the terms a consent refers to). */
    link?: ReactNode;
  };

/** A checkbox with its label on the right and its error under it. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { id, label, error, describedBy, link, ...input },
  ref,
) {
  return (
    <div className={styles.checkField} data-invalid={error ? 'true' : undefined}>
      <div className={styles.checkRow}>
        <input
          ref={ref}
          type="checkbox"
          className={styles.checkbox}
          {...controlProps({ id, error, describedBy })}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {link ? <p className={styles.hint}>{link}</p> : null}
      <FieldError id={id} error={error} />
    </div>
  );
});
