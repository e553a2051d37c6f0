import type { UseFormRegister } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import {
  optionKey,
  PQRS_AIRPORT_SERVICES,
  PQRS_ESTABLISHMENT_TYPES,
  PQRS_INFRASTRUCTURE_ITEMS,
  PQRS_REQUEST_TYPES,
  PQRS_TOPICS,
  type PqrsInput,
} from '../schemas';
import type { FormLabels } from './labels';
import styles from './forms.module.scss';

export interface PqrsStepProps {
  L: FormLabels;
  register: UseFormRegister<PqrsInput>;
  /** The translated error of a field, if any. */
  err: (name: keyof PqrsInput) => string | undefined;
}

const options = (values: readonly string[], group: Record<string, string>) =>
  values.map((value) => ({ value, label: group[optionKey(value)] ?? value }));

/** The topic's own question: an airline's flight, or which establishment, service or facility. */
function TopicDetail({ L, register, err, topic }: PqrsStepProps & { topic: string | undefined }) {
  const select = (name: 'establishmentType' | 'airportService' | 'infrastructureItem', values: readonly string[]) => (
    <SelectField
      id={`pqrs-${name}`}
      label={L.pqrs[name]}
      placeholder={L.common.choose}
      options={options(values, L.values[name])}
      error={err(name)}
      required
      {...register(name)}
    />
  );
  if (topic === 'Establecimientos') return select('establishmentType', PQRS_ESTABLISHMENT_TYPES);
  if (topic === 'Servicios Aeroportuarios') return select('airportService', PQRS_AIRPORT_SERVICES);
  if (topic === 'Infraestructura Aeroportuaria') return select('infrastructureItem', PQRS_INFRASTRUCTURE_ITEMS);
  if (topic !== 'Aerolineas') return null;
  return (
    <>
      <TextField
        id="pqrs-airline"
        label={L.pqrs.airline}
        error={err('airline')}
        required
        autoComplete="off"
        {...register('airline')}
      />
      <TextField
        id="pqrs-flightNumber"
        label={L.pqrs.flightNumber}
        hint={L.pqrs.flightNumberHint}
        error={err('flightNumber')}
        required
        autoComplete="off"
        autoCapitalize="characters"
        {...register('flightNumber')}
      />
    </>
  );
}

/** Step 1: the kind of request and its topic. */
export function PqrsRequestStep({ topic, ...props }: PqrsStepProps & { topic: string | undefined }) {
  const { L, register, err } = props;
  return (
    <div className={styles.grid}>
      <SelectField
        id="pqrs-requestType"
        label={L.pqrs.requestType}
        placeholder={L.common.choose}
        options={options(PQRS_REQUEST_TYPES, L.values.requestType)}
        error={err('requestType')}
        required
        {...register('requestType')}
      />
      <SelectField
        id="pqrs-topic"
        label={L.pqrs.topic}
        placeholder={L.common.choose}
        options={options(PQRS_TOPICS, L.values.topic)}
        error={err('topic')}
        required
        {...register('topic')}
      />
      <TopicDetail topic={topic} {...props} />
    </div>
  );
}
