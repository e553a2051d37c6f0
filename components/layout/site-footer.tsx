import { getTranslations } from 'next-intl/server';

/** Minimal footer; the full footer replaces this. */
export async function SiteFooter() {
  const t = await getTranslations('common');
  return <footer style={{ background: '#0b0b0c', color: '#fff', padding: '1rem' }}>{t('siteName')}</footer>;
}
