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
} from '../constants';
import type { PqrsInput } from '../schemas';
import type { FormLabels } from './labels';
import styles from './forms.module.scss';

export interface PqrsStepProps {
  L: FormLabels;
  register: UseFormRegister<PqrsInput>;
  /** The translated error of a field, if any. */
  err: (name: keyof PqrsInput) => string | undefined;
}

type PqrsChoice = 'requestType' | 'topic' | 'establishmentType' | 'airportService' | 'infrastructureItem';

/** A question answered from a SPEC list: its label in `pqrs`, its options' labels in `values`. */
function PqrsSelect({
  L,
  register,
  err,
  name,
  values,
}: PqrsStepProps & { name: PqrsChoice; values: readonly string[] }) {
  return (
    <SelectField
      id={`pqrs-${name}`}
      label={L.pqrs[name]}
      placeholder={L.common.choose}
      options={values.map((value) => ({
        value,
        label: (L.values[name] as Record<string, string>)[optionKey(value)] ?? value,
      }))}
      error={err(name)}
      required
      {...register(name)}
    />
  );
}

/** The topic's own question: an airline's flight, or which establishment, service or facility. */
function TopicDetail({ topic, ...props }: PqrsStepProps & { topic: string | undefined }) {
  const { L, register, err } = props;
  if (topic === 'Establecimientos')
    return <PqrsSelect name="establishmentType" values={PQRS_ESTABLISHMENT_TYPES} {...props} />;
  if (topic === 'Servicios Aeroportuarios')
    return <PqrsSelect name="airportService" values={PQRS_AIRPORT_SERVICES} {...props} />;
  if (topic === 'Infraestructura Aeroportuaria')
    return <PqrsSelect name="infrastructureItem" values={PQRS_INFRASTRUCTURE_ITEMS} {...props} />;
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
  return (
    <div className={styles.grid}>
      <PqrsSelect name="requestType" values={PQRS_REQUEST_TYPES} {...props} />
      <PqrsSelect name="topic" values={PQRS_TOPICS} {...props} />
      <TopicDetail topic={topic} {...props} />
    </div>
  );
}
