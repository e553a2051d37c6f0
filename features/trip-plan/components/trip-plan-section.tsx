import { localizePath, type Locale } from '@/lib/i18n/locales';
import type { TripPlanPageModel } from '../server';
import TripPlanIsland from './trip-plan.client';
import { tripLabels } from './trip-labels';

/** The plan of one flight: the server's first paint (no-JavaScript form included), then the island. */
export async function TripPlanSection({ model, locale }: { model: TripPlanPageModel; locale: Locale }) {
  const { flight } = model;
  const { city, ...rest } = flight;
  return (
    <TripPlanIsland
      flight={{ ...rest, cityName: city[locale] || city.es }}
      walks={model.walks}
      waits={model.waits}
      checkInClose={model.checkInClose}
      terminalArrival={model.terminalArrival}
      origin={model.origin}
      query={model.query}
      addressError={model.addressError ? (await tripLabels())[`errors.${model.addressError}`] : null}
      labels={await tripLabels()}
      apiBase={model.apiBase}
      locale={locale}
      paths={{
        self: localizePath(`/vuelos/mi-viaje/${flight.id}`, locale),
        flight: localizePath(`/vuelos/detalle/${flight.id}`, locale),
        taxi: localizePath('/servicios/taxis', locale),
      }}
      nowMs={model.nowMs}
      clockOffsetMs={model.clockOffsetMs}
    />
  );
}
