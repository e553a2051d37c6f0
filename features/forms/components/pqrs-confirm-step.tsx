import type { ChangeEvent } from 'react';
import { TextField } from '@/components/form/text-field';
import { optionKey, PHOTO_TYPES } from '../constants';
import type { PqrsInput } from '../schemas';
import { fill, type FormLabels } from './labels';
import styles from './forms.module.scss';

/** The label of a chosen SPEC value, or undefined when nothing is chosen. */
function shown(group: Record<string, string>, value: unknown): string | undefined {
  return typeof value === 'string' && value ? (group[optionKey(value)] ?? value) : undefined;
}

/** Every answer so far, the topic's own question only for its topic. */
function summaryOf(L: FormLabels, values: PqrsInput, photo: File | null): Array<[string, string | undefined]> {
  const topic = values.topic;
  return [
    [L.pqrs.requestType, shown(L.values.requestType, values.requestType)],
    [L.pqrs.topic, shown(L.values.topic, values.topic)],
    [L.pqrs.airline, topic === 'Aerolineas' ? values.airline : undefined],
    [L.pqrs.flightNumber, topic === 'Aerolineas' ? values.flightNumber : undefined],
    [
      L.pqrs.establishmentType,
      topic === 'Establecimientos' ? shown(L.values.establishmentType, values.establishmentType) : undefined,
    ],
    [
      L.pqrs.airportService,
      topic === 'Servicios Aeroportuarios' ? shown(L.values.airportService, values.airportService) : undefined,
    ],
    [
      L.pqrs.infrastructureItem,
      topic === 'Infraestructura Aeroportuaria'
        ? shown(L.values.infrastructureItem, values.infrastructureItem)
        : undefined,
    ],
    [L.fields.name, values.name],
    [L.fields.email, values.email],
    [L.fields.phone, values.phone],
    [L.pqrs.eventDate, values.eventDate],
    [L.pqrs.eventTime, values.eventTime],
    [L.fields.comment, values.comment],
    [L.pqrs.photo, photo ? photo.name : L.pqrs.noPhoto],
  ];
}

/** Step 3: an optional photo and the summary to check (the consent and captcha follow in the footer). */
export function PqrsConfirmStep({
  L,
  values,
  photo,
  photoError,
  onPhoto,
  restored,
}: {
  L: FormLabels;
  values: PqrsInput;
  photo: File | null;
  photoError?: string;
  onPhoto: (event: ChangeEvent<HTMLInputElement>) => void;
  /** A draft was restored: its photo was not (a file cannot be kept in sessionStorage). */
  restored: boolean;
}) {
  return (
    <div className={styles.stack}>
      <TextField
        id="pqrs-photo"
        name="photo"
        type="file"
        accept={PHOTO_TYPES.join(',')}
        label={L.pqrs.photo}
        optionalText={L.common.optional}
        hint={
          photo
            ? fill(L.pqrs.photoSelected, { name: photo.name })
            : restored
              ? `${L.pqrs.photoHint} ${L.pqrs.photoNotRestored}`
              : L.pqrs.photoHint
        }
        error={photoError}
        onChange={onPhoto}
      />
      <section aria-labelledby="pqrs-summary-title" className={styles.summary}>
        <h4 id="pqrs-summary-title">{L.pqrs.summary}</h4>
        <dl>
          {summaryOf(L, values, photo)
            .filter(([, v]) => Boolean(v))
            .map(([label, value]) => (
              <div key={label} className={styles.summaryRow}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </section>
    </div>
  );
}
