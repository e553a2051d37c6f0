import 'server-only';
import type { Flight } from '@/features/flights/schemas';
import { apiTranslator, type Translate } from '@/lib/i18n/api';
import type { Locale } from '@/lib/i18n/locales';
import type { NewOutboxMessage, PushPayload, PushRecipient } from '@/lib/server/outbox';
import { composeMail } from '@/lib/server/outbox/compose-mail';
import type { AlertEvent } from '../changes';
import { confirmLink, flightLink, unsubscribeLink } from './links';

/*
 * The words of each alert, in the subscriber's language (messages/*.json, `flightAlerts.alerts`).
 * A push carries title, body, the flight's page and the unsubscribe link; a mail the same in text and HTML.
 */

export interface AlertRecipient {
  id: string;
  token: string;
  locale: Locale;
  channel: 'push' | 'email';
  email: string | null;
  push: PushRecipient | null;
}

/** `HH:mm` of a local Bogota `YYYY-MM-DD HH:mm:ss`. */
const hhmm = (local: string | null) => (local ? local.slice(11, 16) : '');

function valuesOf(flight: Flight, locale: Locale): Record<string, string> {
  return {
    flight: flight.flight,
    city: flight.city[locale] || flight.city.es,
    airline: flight.airline.name,
    gate: flight.gate ?? 'none',
    scheduled: hhmm(flight.scheduleDate),
    direction: flight.direction,
  };
}

export function alertText(
  t: Translate,
  event: AlertEvent,
  flight: Flight,
  locale: Locale,
): { title: string; body: string } {
  const values = valuesOf(flight, locale);
  const key = `alerts.${event.type}`;
  switch (event.type) {
    case 'gate':
      Object.assign(values, { gate: event.gate, previous: event.previous ?? 'none' });
      break;
    case 'delay':
      Object.assign(values, { time: hhmm(event.estimatedDate), minutes: String(event.minutes) });
      break;
    case 'landed':
      Object.assign(values, { time: hhmm(event.at) });
      break;
    case 'belt':
      Object.assign(values, { claim: event.claim });
      break;
    default:
      break;
  }
  return { title: t(`${key}.title`, values), body: t(`${key}.body`, values) };
}

export async function alertMessages(
  recipient: AlertRecipient,
  flight: Flight,
  events: AlertEvent[],
): Promise<NewOutboxMessage[]> {
  const t = await apiTranslator(recipient.locale, 'flightAlerts');
  const url = flightLink(flight.id, recipient.locale);
  const unsubscribeUrl = unsubscribeLink(recipient.id, recipient.token, recipient.locale);
  return events.map((event) => {
    const { title, body } = alertText(t, event, flight, recipient.locale);
    const kind = `flight-alert.${event.type}`;
    if (recipient.channel === 'push' && recipient.push) {
      const payload: PushPayload & { unsubscribeUrl: string; unsubscribeLabel: string } = {
        title,
        body,
        url,
        tag: `flight-${flight.id}-${event.type}`,
        lang: recipient.locale,
        unsubscribeUrl,
        unsubscribeLabel: t('push.stop'),
      };
      return {
        channel: 'push',
        to: JSON.stringify(recipient.push),
        subject: title,
        text: JSON.stringify(payload),
        kind,
      };
    }
    return composeMail({
      to: recipient.email ?? '',
      subject: title,
      kind,
      paragraphs: [body, t('mail.why', { flight: flight.flight })],
      links: [
        [t('mail.flightLink'), url],
        [t('mail.unsubscribe'), unsubscribeUrl],
      ],
    });
  });
}

/** The double opt-in mail of an email subscription. */
export async function confirmationMail(
  recipient: AlertRecipient,
  flight: Flight,
  hours: number,
): Promise<NewOutboxMessage> {
  const t = await apiTranslator(recipient.locale, 'flightAlerts');
  const values = valuesOf(flight, recipient.locale);
  return composeMail({
    to: recipient.email ?? '',
    subject: t('mail.confirmSubject', values),
    kind: 'flight-alert.confirm',
    paragraphs: [t('mail.confirmBody', { ...values, hours }), t('mail.privacy')],
    links: [
      [t('mail.confirmLink'), confirmLink(recipient.id, recipient.token, recipient.locale)],
      [t('mail.unsubscribe'), unsubscribeLink(recipient.id, recipient.token, recipient.locale)],
    ],
  });
}
