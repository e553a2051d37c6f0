import { AlertsSection } from '@/features/flight-alerts/components/alerts-section';
import { FlightDetail } from '@/features/flights/components/flight-detail';
import { FollowButton } from '@/features/flights/components/follow-button.client';
import { followLabels } from '@/features/flights/components/follow-labels';
import { FlightsUnavailable } from '@/features/flights/components/flights-unavailable';
import type { FlightDetailPageModel } from '@/features/flights/server';
import { TripPlanLink } from '@/features/trip-plan/components/trip-plan-link';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The flight with its follow star, the way to its trip plan and its alert sign-up (the flight-alerts feature composed in here; a cargo
 * flight has neither), or the notice that the flight source is down.
 */
export async function FlightPageBody({ model, locale }: { model: FlightDetailPageModel; locale: Locale }) {
  const { detail, apiBase } = model;
  if (detail === 'unavailable') return <FlightsUnavailable />;
  const { flight } = detail;
  return (
    <FlightDetail
      model={detail}
      locale={locale}
      follow={
        flight.kind === 'commercial' ? (
          <>
            <FollowButton flight={flight} labels={await followLabels()} apiBase={apiBase} />
            <TripPlanLink flight={flight} />
          </>
        ) : undefined
      }
      alerts={
        flight.kind === 'commercial' ? <AlertsSection flight={flight} locale={locale} apiBase={apiBase} /> : undefined
      }
    />
  );
}
