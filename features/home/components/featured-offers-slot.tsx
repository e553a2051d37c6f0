import type { Locale } from '@/lib/i18n/locales';

/**
 * The home's slot for featured offers. The offers feature (directory) is not part of this branch:
 * until it is composed here, the slot renders nothing. To wire it, render that feature's featured
 * offers component from app/[locale]/(home)/page.tsx through HomePage's `featuredOffers` prop.
 */
export function FeaturedOffersSlot(_props: { locale: Locale }) {
  return null;
}
