import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { SubscriptionValidation } from '@/features/forms/components/auth-notices';

type Props = PageProps<'/[locale]/auth/accountValidation/[[...token]]'>;
const ROUTE = '/auth/accountValidation/[token]';

/** The confirmation link of the newsletter mail: confirms once, then says so. Never cached. */
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props) {
  return staticRouteMetadata(params, ROUTE);
}

export default async function AccountValidationPage({ params, searchParams }: Props) {
  const { locale, match } = await resolveStaticRoute(params, ROUTE);
  setRequestLocale(locale);
  const { token = [] } = await params;
  const { action } = await searchParams;
  const model = await getRoutePageModel(locale, match);
  return (
    <RoutePage model={{ ...model, related: [] }}>
      <SubscriptionValidation
        locale={locale}
        token={token.length === 1 ? token[0] : undefined}
        action={typeof action === 'string' ? action : undefined}
      />
    </RoutePage>
  );
}
