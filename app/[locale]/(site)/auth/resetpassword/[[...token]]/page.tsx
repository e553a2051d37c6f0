import { RoutePage } from '@/features/content/components/route-page';
import { openRoute, routeMetadata } from '@/features/content/server';
import { ResetPasswordNotice } from '@/features/forms/components/auth-notices';

const ROUTE = '/auth/resetpassword/[token]';

export const generateMetadata = routeMetadata(ROUTE);

/** There are no password accounts on this site: any token gets the same clear page. */
export default async function ResetPasswordPage({ params }: PageProps<'/[locale]/auth/resetpassword/[[...token]]'>) {
  const { locale, page } = await openRoute(params, ROUTE);
  return (
    <RoutePage model={{ ...page, related: [] }}>
      <ResetPasswordNotice locale={locale} />
    </RoutePage>
  );
}
