import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { PREVIEW_SEGMENT } from '@/lib/routes';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', `/${PREVIEW_SEGMENT}/`, '/auth/'] }],
    sitemap: new URL('/sitemap.xml', config().SITE_URL).toString(),
  };
}
