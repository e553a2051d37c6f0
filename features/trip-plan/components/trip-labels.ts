import { getTranslations } from 'next-intl/server';
import { TRIP_LABEL_KEYS, type TripLabelKey, type TripLabels } from '../labels';

/** Every template of the island, with its placeholders kept as `{name}` for `fill`. */
export async function tripLabels(): Promise<TripLabels> {
  const t = await getTranslations('tripPlan');
  const entries = (Object.entries(TRIP_LABEL_KEYS) as [TripLabelKey, readonly string[]][]).map(([key, params]) => [
    key,
    t(key, Object.fromEntries(params.map((name) => [name, `{${name}}`]))),
  ]);
  return Object.fromEntries(entries) as TripLabels;
}
