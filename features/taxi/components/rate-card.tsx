import { getTranslations } from 'next-intl/server';
import { rateCard } from '../server';
import { formatCop } from '@/lib/money';
import forms from './taxi-forms.module.scss';
import styles from './rate-card.module.scss';

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The regulated tariff at a glance, before any address is typed (server-rendered, no JavaScript): the minimum fare
 * with the airport surcharge, the night, Sunday and holiday surcharge with its hours, and weekday daytime fares to a
 * few places. The exact fare of a trip is the one the form calculates.
 */
export async function RateCard() {
  const [t, tVehicles] = await Promise.all([getTranslations('taxi.rateCard'), getTranslations('client.taxi.vehicles')]);
  const card = rateCard();
  return (
    <section className={`${forms.panel} ${styles.card}`} aria-labelledby="taxi-rate-card">
      <h2 id="taxi-rate-card" className={forms.panelTitle}>
        {t('title')}
      </h2>
      <ul className={styles.facts}>
        <li>{t('minimum', { fare: formatCop(card.minimumFare), airport: formatCop(card.airportSurcharge) })}</li>
        <li>
          {t('timeSurcharge', {
            fare: formatCop(card.timeSurcharge),
            from: pad(card.nightStartsHour),
            to: pad(card.nightEndsHour),
          })}
        </li>
      </ul>
      <table className={styles.table}>
        <caption>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('place')}</th>
            <th scope="col">{tVehicles('names.Taxi')}</th>
            <th scope="col">{tVehicles('names.Van')}</th>
          </tr>
        </thead>
        <tbody>
          {card.places.map((place) => (
            <tr key={place.id}>
              <th scope="row">{t(`places.${place.id}`)}</th>
              <td className="tabular">{formatCop(place.normal)}</td>
              <td className="tabular">{formatCop(place.van)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={forms.lead}>{t('note')}</p>
    </section>
  );
}
