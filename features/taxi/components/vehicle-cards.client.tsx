'use client';

import { useTranslations } from 'next-intl';
import type { BookingOption, VehicleName } from './booking-form-state';
import { formatCop } from '@/lib/money';
import styles from './vehicle-cards.module.scss';

/** SPEC §3: a vehicle's image is chosen by its lower-cased name. */
export function vehicleImage(vehicle: string): string {
  return `/images/taxi/${vehicle.toLowerCase()}.svg`;
}

/**
 * The three booking options (Taxi, Minivan, Van) with the fixed 'luggage 2 / passengers 4' text,
 * the approximate price in COP, and a toggle button per card; the chosen card is highlighted.
 */
export function VehicleCards({
  options,
  onSelect,
  headingId,
}: {
  options: BookingOption[];
  onSelect: (vehicle: VehicleName) => void;
  headingId: string;
}) {
  const t = useTranslations('client.taxi.vehicles');
  return (
    <ul className={styles.cards} aria-labelledby={headingId}>
      {options.map((option) => (
        <li key={option.vehicle} className={styles.card} data-selected={option.isSelected}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a tiny static SVG: next/image adds nothing */}
          <img className={styles.image} src={vehicleImage(option.vehicle)} alt="" width={200} height={100} />
          <h3 className={styles.name}>{t(`names.${option.vehicle}`)}</h3>
          <p className={styles.capacity}>
            <span>{t('luggage')}</span>
            <span aria-hidden="true"> · </span>
            <span>{t('passengers')}</span>
          </p>
          <p className={styles.price}>
            <span className="tabular">{formatCop(option.price)}</span>{' '}
            <span className={styles.approximate}>{t('approximate')}</span>
          </p>
          <button
            type="button"
            className={styles.choose}
            aria-pressed={option.isSelected}
            onClick={() => onSelect(option.vehicle)}
          >
            {option.isSelected
              ? t('selected', { vehicle: t(`names.${option.vehicle}`) })
              : t('choose', { vehicle: t(`names.${option.vehicle}`) })}
          </button>
        </li>
      ))}
    </ul>
  );
}
