import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { locales, localizePath } from '@/lib/i18n/locales';
import { PREVIEW_SEGMENT } from '@/lib/routes';

/** Never crawled: the API, and the preview and account links in every locale (`/x/`, `/en/x/`…). */
const PRIVATE_PATHS = [`/${PREVIEW_SEGMENT}/`, '/auth/'];

export default function robots(): MetadataRoute.Robots {
  const disallow = ['/api/', ...locales.flatMap((locale) => PRIVATE_PATHS.map((path) => localizePath(path, locale)))];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow }],
    sitemap: new URL('/sitemap.xml', config().SITE_URL).toString(),
  };
}
