import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { controlProps, Field, type FieldFrameProps } from './field';
import styles from './form.module.scss';

export type TextAreaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
    /** Shown right under the text area (a character counter, named in `describedBy`). */
    after?: ReactNode;
  };

/** A labelled text area, six rows unless told. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { id, label, hint, error, optionalText, describedBy, after, ...area },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optionalText={optionalText}>
      <textarea
        ref={ref}
        className={styles.textarea}
        {...controlProps({ id, hint, error, describedBy })}
        rows={6}
        {...area}
      />
      {after}
    </Field>
  );
});
