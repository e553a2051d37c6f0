import { getTranslations } from 'next-intl/server';
import type { FollowLabels } from './follow-button.client';
import type { MyFlightsLabels } from './my-flights.client';

/** The follow toggle's words (messages `flightAlerts.ui`), passed to the client islands as props. */
export async function followLabels(): Promise<FollowLabels> {
  const t = await getTranslations('flightAlerts.ui');
  const trip = await getTranslations('tripPlan');
  return {
    follow: t('follow'),
    following: t('following'),
    followFlight: t('followFlight', { flight: '{flight}' }),
    limit: t('limit', { limit: '{limit}' }),
    tripPlan: trip('linkShort'),
    tripPlanFlight: trip('linkShortFlight', { flight: '{flight}' }),
  };
}

/** The words of "My flights" (messages `flightAlerts.ui` and the board's), for its client island. */
export async function myFlightsLabels(): Promise<MyFlightsLabels> {
  const t = await getTranslations('flightAlerts.ui');
  const board = await getTranslations('flights.board');
  return {
    title: t('myFlights'),
    intro: t('myFlightsIntro'),
    remove: t('remove', { flight: '{flight}' }),
    updated: t('updated', { time: '{time}' }),
    savedAt: t('savedAt', { time: '{time}' }),
    unavailable: t('unavailable'),
    gate: t('gate'),
    belt: t('belt'),
    estimated: t('estimated'),
    notAssigned: board('notAssigned'),
    tripPlan: (await getTranslations('tripPlan'))('linkShortFlight', { flight: '{flight}' }),
  };
}
