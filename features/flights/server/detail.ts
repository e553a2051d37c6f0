import 'server-only';
import { config } from '@/lib/config';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { availableDates, findFlight, type DayRelation, type FoundFlight } from './flights-service';

export interface FlightDetailModel extends FoundFlight {
  /** Absolute URL of this flight's page (for sharing). */
  shareUrl: string;
  /** The .ics of this flight in the page's language. */
  calendarUrl: string;
  /** yesterday/today/tomorrow of each date in the window. */
  relations: Record<string, DayRelation>;
}

/** The detail page's data: the flight (by id or designator), the other days it flies, share and calendar links. */
export async function getFlightDetail(idOrDesignator: string, locale: Locale): Promise<FlightDetailModel | null> {
  const found = await findFlight(idOrDesignator);
  if (!found) return null;
  const { SITE_URL, NEXT_PUBLIC_API_BASE_URL } = config();
  const dates = availableDates();
  const relations = Object.fromEntries(
    Object.entries(dates).map(([relation, date]) => [date, relation as DayRelation]),
  );
  return {
    ...found,
    shareUrl: new URL(localizePath(`/vuelos/detalle/${found.flight.id}`, locale), SITE_URL).toString(),
    calendarUrl: `${NEXT_PUBLIC_API_BASE_URL.replace(/\/+$/, '')}/v2/flights/${found.flight.id}/calendar?lang=${locale}`,
    relations,
  };
}
