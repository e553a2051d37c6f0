import { forwardRef, type SelectHTMLAttributes } from 'react';
import { controlProps, Field, type FieldFrameProps } from './field';
import styles from './form.module.scss';

export type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    /** The empty first option ("Selecciona…"). */
    placeholder: string;
    options: Array<{ value: string; label: string }>;
  };

/** A labelled select with an empty first option. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, label, hint, error, optionalText, describedBy, placeholder, options, ...select },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optionalText={optionalText}>
      <select ref={ref} className={styles.input} {...controlProps({ id, hint, error, describedBy })} {...select}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
});
