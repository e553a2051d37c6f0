import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import styles from './trip-plan-link.module.scss';

/** "Plan my trip": the way from a flight's page to its trip plan (passenger flights not cancelled). */
export async function TripPlanLink({ flight }: { flight: { id: string; status: { code: string } } }) {
  if (flight.status.code === 'CNL') return null;
  const t = await getTranslations('tripPlan');
  return (
    <Link href={`/vuelos/mi-viaje/${flight.id}`} prefetch={false} className={styles.link} data-trip-plan-link="">
      {t('link')}
    </Link>
  );
}
