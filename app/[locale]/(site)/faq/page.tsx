import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { FaqList } from '@/features/content/components/press/faq-list';
import { getFaqGroups, getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';

const PATH = '/faq';
type Props = PageProps<'/[locale]/faq'>;

export function generateMetadata({ params }: Props) {
  return staticRouteMetadata(params, PATH);
}

export default async function FaqPage({ params }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const [model, groups] = await Promise.all([getRoutePageModel(locale, match), getFaqGroups(locale)]);
  return (
    <RoutePage model={model}>
      <FaqList groups={groups} />
    </RoutePage>
  );
}
