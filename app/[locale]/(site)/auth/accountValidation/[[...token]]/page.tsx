import { RoutePage } from '@/features/content/components/route-page';
import { openRoute, routeMetadata } from '@/features/content/server';
import { SubscriptionValidation } from '@/features/forms/components/auth-notices';

type Props = PageProps<'/[locale]/auth/accountValidation/[[...token]]'>;
const ROUTE = '/auth/accountValidation/[token]';

/** The confirmation link of the newsletter mail: confirms once, then says so. Never cached. */
export const dynamic = 'force-dynamic';

export const generateMetadata = routeMetadata(ROUTE);

export default async function AccountValidationPage({ params, searchParams }: Props) {
  const { locale, page } = await openRoute(params, ROUTE);
  const { token = [] } = await params;
  const { action } = await searchParams;
  return (
    <RoutePage model={{ ...page, related: [] }}>
      <SubscriptionValidation
        locale={locale}
        token={token.length === 1 ? token[0] : undefined}
        action={typeof action === 'string' ? action : undefined}
      />
    </RoutePage>
  );
}
