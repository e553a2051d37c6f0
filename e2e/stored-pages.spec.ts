import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_REVALIDATE_SECRET } from './support/e2e-server.mjs';

/**
 * New pages need no code change: a page written to the content store while the server runs
 * (PUT /api/v2/content/pages, the operator's token) under a generic path is served at once in es and en
 * (Spanish fallback in a locale it lacks), listed in the sitemap and found by the site search. An unknown
 * slug of the same shape stays the site's 404 page. Each run starts from a fresh database.
 */

const auth = { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` };

function localized(title: string, lead: string) {
  return {
    title,
    description: `${title}. ${lead}`,
    blocks: [
      { type: 'richText', html: `<p>${lead}</p>` },
      { type: 'callout', title: 'Horario', html: '<p>24 h · 24/7.</p>' },
      { type: 'richText', html: '<p>Muelle internacional, segundo piso.</p>' },
    ],
  };
}

async function publish(request: APIRequestContext, page: unknown) {
  const response = await request.put('/api/v2/content/pages', { headers: auth, data: page });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('pages added to the content store at run time', () => {
  test('are served in es and en, listed in the sitemap and searchable; an unknown slug is the 404 page', async ({
    page,
    request,
  }) => {
    const slug = `nidoteca-${test.info().workerIndex}-${Date.now().toString(36)}`;
    // Never asked for yet, and asked for again after publishing: the 404 is not remembered.
    expect((await request.get(`/servicios/${slug}`)).status()).toBe(404);
    expect(
      (
        await request.put('/api/v2/content/pages', {
          headers: { authorization: 'Bearer wrong-token-0123456789' },
          data: {},
        })
      ).status(),
    ).toBe(401);

    await publish(request, {
      path: `/servicios/${slug}`,
      updatedAt: '2026-11-20',
      locales: {
        es: localized('Nidoteca: sala de lactancia', 'La nidoteca tiene cunas y sala de lactancia.'),
        en: localized('Nidoteca: nursing room', 'The nidoteca has cribs and a nursing room.'),
      },
    });
    await publish(request, {
      path: `/${slug}-guia`,
      updatedAt: '2026-11-20',
      locales: { es: localized('Guía nocturna de la nidoteca', 'Servicios abiertos de noche en la nidoteca.') },
    });

    const es = await page.goto(`/servicios/${slug}`);
    expect(es?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Nidoteca: sala de lactancia' })).toBeVisible();
    await expect(page.getByText('La nidoteca tiene cunas y sala de lactancia.', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Nidoteca: sala de lactancia \|/);
    // Cached like every content page: the second request is served from the page cache.
    expect((await request.get(`/servicios/${slug}`)).headers()['x-page-cache']).toBe('HIT');

    const en = await page.goto(`/en/servicios/${slug}`);
    expect(en?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Nidoteca: nursing room' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    // A single-segment page with only Spanish text: English shows it with the fallback notice.
    const top = await page.goto(`/en/${slug}-guia`);
    expect(top?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Guía nocturna de la nidoteca' })).toBeVisible();
    await expect(page.getByText('Servicios abiertos de noche en la nidoteca.', { exact: true })).toBeVisible();
    await expect(
      page.getByText('This page has not been translated into your language yet: it is shown in Spanish.'),
    ).toBeVisible();

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/servicios/${slug}</loc>`);
    expect(sitemap).toContain(`/en/servicios/${slug}</loc>`);
    expect(sitemap).toContain(`/${slug}-guia</loc>`);

    // The index is rebuilt in the background after the change: found within a few seconds.
    const search = async (locale: string) =>
      JSON.stringify(await (await request.get(`/api/v2/search?q=nidoteca&locale=${locale}`)).json());
    await expect.poll(() => search('es'), { timeout: 20_000 }).toContain(`"/servicios/${slug}"`);
    await expect.poll(() => search('en'), { timeout: 20_000 }).toContain(`"/en/servicios/${slug}"`);

    for (const path of [
      `/${slug}-no-existe`,
      `/en/servicios/${slug}-no-existe`,
      '/comunicados/no-existe-este-comunicado',
    ]) {
      const missing = await page.goto(path);
      expect(missing?.status(), path).toBe(404);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: path.startsWith('/en') ? 'Page not found' : 'Página no encontrada',
        }),
      ).toBeVisible();
    }
  });
});
