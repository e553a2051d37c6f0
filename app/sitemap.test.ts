// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_SEGMENT } from '@/lib/routes';
import robots from './robots';
import sitemap from './sitemap';
import { forgetProcessState } from '@/tests/process-state';

const store = vi.hoisted(() => ({
  pages: [] as { path: string; updatedAt: string; noindex: boolean }[],
  news: [] as { slug: string; publishedAt: string }[],
  stories: [] as { slug: string; publishedAt: string }[],
}));

vi.mock('@/features/content/server', () => ({
  listStoredPagePaths: async () => store.pages,
  listNews: async () => store.news,
  listStories: async () => store.stories,
}));

const SITE = 'https://www.eldorado.test';

beforeEach(() => {
  vi.stubEnv('SITE_URL', SITE);
  forgetProcessState('config');
  store.pages = [
    { path: '/servicios/mascotas', updatedAt: '2026-11-22', noindex: false },
    { path: '/servicios/oratorio', updatedAt: '2026-11-20', noindex: true },
  ];
  store.news = [{ slug: 'liquidos-en-vuelos-internacionales', publishedAt: '2025-12-01' }];
  store.stories = [{ slug: 'la-leyenda-que-da-nombre-al-aeropuerto', publishedAt: '2025-08-10' }];
});

describe('sitemap.xml', () => {
  it('lists each public route in the four locales, each with the four hreflang alternates', async () => {
    const entries = await sitemap();
    const pets = entries.filter((e) => e.url.endsWith('/servicios/mascotas'));
    expect(pets.map((e) => e.url)).toEqual([
      `${SITE}/servicios/mascotas`,
      `${SITE}/en/servicios/mascotas`,
      `${SITE}/fr/servicios/mascotas`,
      `${SITE}/pt/servicios/mascotas`,
    ]);
    for (const entry of pets) {
      expect(entry.alternates?.languages).toEqual({
        'es-CO': `${SITE}/servicios/mascotas`,
        'en-US': `${SITE}/en/servicios/mascotas`,
        'fr-FR': `${SITE}/fr/servicios/mascotas`,
        'pt-BR': `${SITE}/pt/servicios/mascotas`,
      });
      expect(entry.lastModified).toBe('2026-11-22');
    }
    expect(entries.filter((e) => e.url === `${SITE}/` || e.url === `${SITE}/en`)).toHaveLength(2);
  });

  it('adds news and stories from the content store in four locales', async () => {
    const urls = (await sitemap()).map((e) => e.url);
    for (const prefix of ['', '/en', '/fr', '/pt']) {
      expect(urls).toContain(`${SITE}${prefix}/eldorado-informa/liquidos-en-vuelos-internacionales`);
      expect(urls).toContain(`${SITE}${prefix}/historiasdeeldorado/la-leyenda-que-da-nombre-al-aeropuerto`);
    }
    const article = (await sitemap()).find((e) =>
      e.url.endsWith('/en/eldorado-informa/liquidos-en-vuelos-internacionales'),
    );
    expect(article?.lastModified).toBe('2025-12-01');
  });

  it('leaves out hidden routes, the preview and pages whose SEO fields say noindex', async () => {
    const urls = (await sitemap()).map((e) => e.url);
    expect(urls.filter((u) => u.includes(PREVIEW_SEGMENT) || u.includes('/auth/') || u.includes('['))).toEqual([]);
    expect(urls.filter((u) => u.endsWith('/servicios/oratorio'))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('robots.txt', () => {
  it('disallows the API, and the preview and account links in every locale', () => {
    const { rules, sitemap: map } = robots();
    const disallow = (Array.isArray(rules) ? rules[0] : rules)!.disallow;
    for (const prefix of ['', '/en', '/fr', '/pt']) {
      expect(disallow).toContain(`${prefix}/${PREVIEW_SEGMENT}/`);
      expect(disallow).toContain(`${prefix}/auth/`);
    }
    expect(disallow).toContain('/api/');
    expect(map).toBe(`${SITE}/sitemap.xml`);
  });
});
