import { RoutePage } from '@/features/content/components/route-page';
import { FaqList } from '@/features/content/components/press/faq-list';
import { getFaqGroups, openRoute, routeMetadata } from '@/features/content/server';

const PATH = '/faq';

export const generateMetadata = routeMetadata(PATH);

export default async function FaqPage({ params }: PageProps<'/[locale]/faq'>) {
  const { page, data: groups } = await openRoute(params, PATH, getFaqGroups);
  return (
    <RoutePage model={page}>
      <FaqList groups={groups} />
    </RoutePage>
  );
}
