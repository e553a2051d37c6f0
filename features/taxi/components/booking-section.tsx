import { getTranslations } from 'next-intl/server';
import { bogotaNow, clockOffsetMs } from '@/lib/clock';
import { BookingFlow } from './booking-flow.client';
import { RateCard } from './rate-card';

/**
 * The booking island with its server-side defaults, then the rate card (the tariff before any address): today and now in Bogota from the application
 * clock (lib/clock, so APP_NOW demos and tests agree with the API), and the airport's name.
 */
export async function BookingSection() {
  const t = await getTranslations('taxi.booking');
  const current = bogotaNow();
  return (
    <>
      <BookingFlow
        airportName={t('airport')}
        initialDate={current.format('YYYY-MM-DD')}
        initialTime={current.format('HH:mm')}
        clockOffsetMs={clockOffsetMs()}
      />
      <RateCard />
    </>
  );
}
