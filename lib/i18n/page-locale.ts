import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './locales';

/**
 * The locale of a route under app/[locale]. The locale layout answers 404 for any other segment (and the
 * proxy never lets one through), so this only narrows the type; it refuses the same values the layout does.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}
