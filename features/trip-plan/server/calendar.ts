import 'server-only';
import { getTranslations } from 'next-intl/server';
import { bogotaClock } from '@/lib/bogota-time';
import { now } from '@/lib/clock';
import { config } from '@/lib/config';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { buildTripIcs } from '../ics';
import { DEFAULT_SETTINGS, planTrip, waitFromTable, type PlanStep } from '../plan';
import type { z } from 'zod';
import type { tripCalendarQuerySchema } from '../schemas';
import { walksFrom } from '../walks';
import { findTripFlight, tripContext } from './trip-page';

const hhmm = (at: Date) => bogotaClock(at.getTime());

/**
 * The plan of a flight as an .ics (GET /api/v2/trip-plan/{flightId}/calendar). The place comes as
 * coordinates in the query, is used for this answer only and never stored; null for an unknown flight.
 */
export async function tripCalendar(
  flightId: string,
  query: z.infer<typeof tripCalendarQuerySchema>,
): Promise<{ body: string; filename: string } | null> {
  const flight = await findTripFlight(flightId);
  if (!flight) return null;
  const locale: Locale = query.lang;
  const [context, t] = await Promise.all([tripContext(flight), getTranslations({ locale, namespace: 'tripPlan' })]);
  const origin =
    query.lat !== undefined && query.lng !== undefined
      ? { point: { lat: query.lat, lng: query.lng }, mode: query.mode, label: query.label ?? '' }
      : null;
  const at = now();
  const plan = planTrip(flight, origin, {
    wait: waitFromTable(context.waits),
    walks: walksFrom(context.walks),
    now: at,
    settings: { ...DEFAULT_SETTINGS, checkInClose: context.checkInClose, terminalArrival: context.terminalArrival },
  });
  const pending = t('gateUnknown');
  const title = (step: PlanStep) => {
    const gate = step.gate ?? flight.gate;
    const belt = step.belt ?? flight.claim;
    // A step named after a gate or belt not assigned yet has its own wording (as on the page).
    if (step.kind === 'walk-to-gate' && gate === null) return t('steps.walk-to-gate-unknown');
    if (step.kind === 'taxi-in' && gate === null) return t('steps.taxi-in-unknown');
    if (step.kind === 'belt' && belt === null) return t('steps.belt-unknown');
    return t(`steps.${step.kind}`, {
      terminal: flight.terminal,
      airline: flight.airline.name,
      gate: gate ?? pending,
      belt: belt ?? pending,
    });
  };
  const city = flight.city[locale] || flight.city.es;
  const route = flight.direction === 'departure' ? `Bogotá → ${city}` : `${city} → Bogotá`;
  const body = buildTripIcs(
    plan,
    {
      summary: t('ics.summary', { flight: flight.flight, route }),
      location: t('ics.location'),
      steps: plan.steps.map((step) => `${hhmm(step.at)} ${title(step)}`),
      reminder: t('ics.reminder'),
      url: new URL(localizePath(`/vuelos/mi-viaje/${flight.id}`, locale), config().SITE_URL).toString(),
    },
    at,
  );
  return { body, filename: `mi-viaje-${flight.flight}.ics` };
}
