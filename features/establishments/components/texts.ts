import { getTranslations } from 'next-intl/server';
import type { EstablishmentItem } from '../schemas';
import { messageKey } from '@/lib/i18n/keys';

/** The localised phrases of an establishment the cards and the detail page show. */
export async function establishmentTexts() {
  const t = await getTranslations('establishments');
  const range = (h: { opens: string; closes: string }) => t('hours.range', { opens: h.opens, closes: h.closes });
  return {
    t,
    status: (item: Pick<EstablishmentItem, 'openNow'>) => t(item.openNow ? 'status.open' : 'status.closed'),
    today: (item: Pick<EstablishmentItem, 'openAllDay' | 'todayHours'>) => {
      if (item.openAllDay) return t('hours.allDay');
      if (item.todayHours.length === 0) return t('hours.closedToday');
      return t('hours.today', { hours: item.todayHours.map(range).join(', ') });
    },
    range,
    location: (item: Pick<EstablishmentItem, 'terminal' | 'floor' | 'zone' | 'area'>) =>
      [
        t(`terminals.${item.terminal}`),
        t('location.floor', { floor: item.floor }),
        t(`zones.${messageKey('establishments.zones', item.zone)}`),
      ].join(' · '),
    area: (area: EstablishmentItem['area']) => t(`areas.${area}`),
    gate: (gate: string) => t('location.gate', { gate }),
    counters: (counters: string) => t('location.counters', { counters }),
  };
}
