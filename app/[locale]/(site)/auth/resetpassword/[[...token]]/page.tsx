import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { ResetPasswordNotice } from '@/features/forms/components/auth-notices';

type Props = PageProps<'/[locale]/auth/resetpassword/[[...token]]'>;
const ROUTE = '/auth/resetpassword/[token]';

export function generateMetadata({ params }: Props) {
  return staticRouteMetadata(params, ROUTE);
}

/** There are no password accounts on this site: any token gets the same clear page. */
export default async function ResetPasswordPage({ params }: Props) {
  const { locale, match } = await resolveStaticRoute(params, ROUTE);
  setRequestLocale(locale);
  const model = await getRoutePageModel(locale, match);
  return (
    <RoutePage model={{ ...model, related: [] }}>
      <ResetPasswordNotice locale={locale} />
    </RoutePage>
  );
}
