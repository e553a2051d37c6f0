import { TextAreaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { PQRS_COMMENT_MAX } from '../schemas';
import { CommentCounter } from './comment-counter';
import type { PqrsStepProps } from './pqrs-request-step';
import styles from './forms.module.scss';

/** Step 2: who writes, when it happened and what happened. */
export function PqrsDetailsStep({
  L,
  register,
  err,
  today,
  comment,
}: PqrsStepProps & {
  /** Today in Bogota (YYYY-MM-DD): the event date cannot be later. */
  today: string;
  comment: string;
}) {
  return (
    <div className={styles.grid}>
      <TextField
        id="pqrs-name"
        label={L.fields.name}
        error={err('name')}
        required
        autoComplete="name"
        {...register('name')}
      />
      <TextField
        id="pqrs-email"
        type="email"
        label={L.fields.email}
        hint={L.fields.emailHint}
        error={err('email')}
        required
        autoComplete="email"
        {...register('email')}
      />
      <TextField
        id="pqrs-phone"
        type="tel"
        inputMode="numeric"
        label={L.fields.phone}
        hint={L.fields.phoneHint}
        error={err('phone')}
        required
        autoComplete="tel"
        {...register('phone')}
      />
      <TextField
        id="pqrs-eventDate"
        type="date"
        max={today}
        label={L.pqrs.eventDate}
        error={err('eventDate')}
        required
        {...register('eventDate')}
      />
      <TextField
        id="pqrs-eventTime"
        type="time"
        label={L.pqrs.eventTime}
        error={err('eventTime')}
        required
        {...register('eventTime')}
      />
      <div className={styles.full}>
        <TextAreaField
          id="pqrs-comment"
          label={L.fields.comment}
          hint={L.pqrs.commentHint}
          error={err('comment')}
          required
          maxLength={PQRS_COMMENT_MAX}
          describedBy={['pqrs-comment-counter']}
          after={<CommentCounter id="pqrs-comment-counter" length={comment.length} max={PQRS_COMMENT_MAX} labels={L} />}
          {...register('comment')}
        />
      </div>
    </div>
  );
}
