import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/server/site-url';

/** The page that confirms an email subscription or ends one (GET, from the links in mails and pushes). */
export const ALERTS_PAGE = '/vuelos/alertas';

export function confirmLink(id: string, token: string, locale: Locale): string {
  return `${siteUrl(ALERTS_PAGE, locale)}?${new URLSearchParams({ action: 'confirm', id, token })}`;
}

export function unsubscribeLink(id: string, token: string, locale: Locale): string {
  return `${siteUrl(ALERTS_PAGE, locale)}?${new URLSearchParams({ action: 'unsubscribe', id, token })}`;
}

export function flightLink(flightId: string, locale: Locale): string {
  return siteUrl(`/vuelos/detalle/${flightId}`, locale);
}
