import { forwardRef, type InputHTMLAttributes } from 'react';
import { controlProps, Field, type FieldFrameProps } from './field';
import styles from './form.module.scss';

export type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> & {
    /** Text shown inside the field's left edge (a country code's '+'), hidden from screen readers. */
    prefix?: string;
  };

/** A labelled input (text, email, tel, date, time, file…); `className` styles the field around it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, hint, error, optionalText, describedBy, prefix, className, ...input },
  ref,
) {
  const control = (
    <input
      ref={ref}
      className={input.type === 'file' ? styles.file : styles.input}
      {...controlProps({ id, hint, error, describedBy })}
      {...input}
    />
  );
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      optionalText={optionalText}
      className={className}
      // A file field's error comes from the choice made in the system's file dialog: it is announced.
      liveError={input.type === 'file'}
    >
      {prefix ? (
        <div className={styles.inputWrap}>
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
    </Field>
  );
});
