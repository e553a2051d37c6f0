import { getLocale, getTranslations } from 'next-intl/server';
import { internalPromos } from '../server';
import { PromosSlot } from './promos-slot.client';

/** The internal pages' banner from the client configuration (SPEC §3); nothing, and no code, without one. */
export async function InternalPromos() {
  const locale = await getLocale();
  const promos = await internalPromos(locale);
  if (promos.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'home' });
  return <PromosSlot promos={promos} labels={{ close: t('promo.close'), more: t('promo.more') }} />;
}
