import { TextField } from '@/components/form/text-field';
import { PQRS_COMMENT_MAX } from '../constants';
import { CountedTextArea } from './counted-text-area';
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
        inputMode="tel"
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
      <CountedTextArea
        id="pqrs-comment"
        label={L.fields.comment}
        hint={L.pqrs.commentHint}
        error={err('comment')}
        required
        limit={PQRS_COMMENT_MAX}
        length={comment.length}
        labels={L}
        {...register('comment')}
      />
    </div>
  );
}
