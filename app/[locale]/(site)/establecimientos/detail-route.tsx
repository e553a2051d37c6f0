import { notFound } from 'next/navigation';
import { PageFrame } from '@/components/page-frame/page-frame';
import { EstablishmentDetail } from '@/features/establishments/components/establishment-detail';
import type { DetailPageModel, DirectoryTarget } from '@/features/establishments/server';
import type { Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/navigation';

/** A place's detail page, or where its URL leads (lib/i18n/navigation keeps the locale), or the 404 page. */
export function renderEstablishmentDetail(target: DirectoryTarget<DetailPageModel>, locale: Locale) {
  if (!target) notFound();
  if ('redirect' in target) redirect({ href: target.redirect, locale });
  const { page, item, offers } = (target as { page: DetailPageModel }).page;
  return (
    <PageFrame page={page}>
      <EstablishmentDetail item={item} offers={offers} />
    </PageFrame>
  );
}
