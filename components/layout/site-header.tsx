import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export type HeaderVariant = 'default' | 'home';

/** Minimal header; the full chrome (menus, switches, widgets) replaces this. */
export async function SiteHeader({ variant = 'default' }: { variant?: HeaderVariant }) {
  const t = await getTranslations('common');
  return (
    <header data-variant={variant} style={{ background: '#0b0b0c', color: '#fff', padding: '1rem' }}>
      <Link href="/" style={{ color: '#fff' }}>
        {t('siteName')}
      </Link>
    </header>
  );
}
