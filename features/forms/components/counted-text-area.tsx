import { forwardRef } from 'react';
import { TextAreaField, type TextAreaFieldProps } from '@/components/form/textarea-field';
import { CommentCounter } from './comment-counter.client';
import type { FormLabels } from './labels';
import styles from './forms.module.scss';

type CountedTextAreaProps = Omit<TextAreaFieldProps, 'after' | 'describedBy' | 'maxLength'> & {
  /** The most characters the schema accepts (not `max`: a registration's own `max` would override it). */
  limit: number;
  /** The characters typed so far (watched by the form). */
  length: number;
  labels: FormLabels;
};

/**
 * A limited text across the form's whole width, with the characters left under it (`{id}-counter`, read
 * with the field and announced once typing pauses).
 */
export const CountedTextArea = forwardRef<HTMLTextAreaElement, CountedTextAreaProps>(function CountedTextArea(
  { id, limit, length, labels, ...area },
  ref,
) {
  return (
    <div className={styles.full}>
      <TextAreaField
        ref={ref}
        id={id}
        maxLength={limit}
        describedBy={[`${id}-counter`]}
        after={<CommentCounter id={`${id}-counter`} length={length} max={limit} labels={labels} />}
        {...area}
      />
    </div>
  );
});
