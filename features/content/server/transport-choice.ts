import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { chooseTransport, type TransportChoice } from '../transport';
import { parkingFacts } from './live-facts';

/** The getting-here chooser with every amount filled, the parking tariffs included. */
export function transportChoice(requested: string | undefined, locale: Locale, basePath: string): TransportChoice {
  return chooseTransport(requested, locale, basePath, parkingFacts());
}
