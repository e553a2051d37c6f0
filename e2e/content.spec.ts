import { expect, test, type Page } from '@playwright/test';
import { E2E_PREVIEW_SECRET } from './support/e2e-server.mjs';
import { collectPageErrors, axeViolations } from './support/site';

/**
 * Content: the home, a page per content section in es and another locale, the
 * how-to-get-here chooser, the PDF viewer, news and FAQ with their structured data, the app
 * store redirect and the 404s. The server seeds the content store from content/ on start.
 */

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

test.describe('home', () => {
  test('es: quick search lands on the board; live snippets, news, events and Airport JSON-LD', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 3, name: 'Próximas salidas' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Tiempo en filtros de seguridad' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Parqueaderos disponibles' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'El Dorado Informa' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Próximos eventos' })).toBeVisible();
    expect(await jsonLdTypes(page)).toContain('Airport');
    await expectNoAxeViolations(page);

    const search = page.getByRole('search', { name: 'Busca tu vuelo' });
    await search.getByLabel('Número de vuelo, ciudad o aerolínea').fill('Medellín');
    await search.getByLabel('Llegadas').check();
    await search.getByRole('button', { name: 'Buscar en el tablero' }).click();
    await expect(page).toHaveURL(/\/vuelos\?q=Medell%C3%ADn&tab=llegadas$/);
    expect(errors).toEqual([]);
  });

  test('en: the same sections in English, links keep the locale', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 3, name: 'Next departures' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Upcoming events' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Getting here' }).first()).toHaveAttribute(
      'href',
      '/en/transporte/como-llegar-al-aeropuerto',
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('content pages', () => {
  test('es: a stored page renders its blocks; downloads open the PDF viewer', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/accesibilidad');
    await expect(page.getByRole('heading', { level: 1, name: 'Accesibilidad en El Dorado' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Cómo pedir una silla de ruedas' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'programa Sunflower' })).toHaveAttribute(
      'href',
      '/servicios/sunflower',
    );
    await expect(page.getByRole('link', { name: /\+57 315 333 3000/ })).toHaveAttribute(
      'href',
      'https://wa.me/573153333000',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /Guía de accesibilidad \(PDF\)/ }).click();
    await expect(page).toHaveURL(/\/pdfViewer\?file=guia-de-accesibilidad$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Guía de accesibilidad' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('fr: accordion blocks open and close; facts and links are localised', async ({ page }) => {
    await page.goto('/fr/viaje-en-familia');
    await expect(page.getByRole('heading', { level: 1, name: 'Voyager en famille' })).toBeVisible();
    const question = page.getByText('Que faut-il pour quitter le pays avec un mineur ?');
    await question.click();
    await expect(page.getByRole('link', { name: 'Migración Colombia' })).toBeVisible();
    await expect(page.getByText(/même au-delà de 100 ml/)).toBeVisible();
    await expect(
      page
        .getByRole('link', { name: 'Poussettes, salles' })
        .or(page.getByRole('link', { name: 'Salles d’allaitement' })),
    ).toHaveAttribute('href', '/fr/mapas');
    await expectNoAxeViolations(page);
  });

  for (const [locale, path, question] of [
    ['es', '/comunicados/tasa-aeroportuaria', '¿Cuánto cuesta la tasa aeroportuaria en 2025?'],
    ['en', '/en/comunicados/tasa-aeroportuaria', 'How much is the airport fee in 2025?'],
  ] as const) {
    test(`${locale}: the airport fee page states the amounts of the configuration, with their year, in its FAQ too`, async ({
      page,
    }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByText('$ 20.700 COP').first()).toBeVisible();
      await expect(main.getByText(/USD\s49/).first()).toBeVisible();
      await main.getByText(question).click();
      await expect(main.getByText(/20\.700 COP.*USD\s49.*2025/)).toBeVisible();
      expect(await page.content()).not.toContain('{{');
      await expectNoAxeViolations(page);
    });
  }

  test('pt: the corporate page and a screen-layout page render stored content', async ({ page }) => {
    await page.goto('/pt/corporativo');
    await expect(page.getByRole('heading', { level: 1, name: 'Corporativo' })).toBeVisible();
    await expect(page.getByText('ANI', { exact: true })).toHaveAttribute(
      'title',
      'Agencia Nacional de Infraestructura',
    );
    await page.goto('/pt/dora-traductora');
    await expect(page.getByRole('heading', { name: 'Como usar' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('how to get to the airport', () => {
  test('es: the chooser shows routes by mode, each with its amount in pesos', async ({ page }) => {
    await page.goto('/transporte/como-llegar-al-aeropuerto');
    const modes = page.getByRole('navigation', { name: 'Elige cómo llegar' });
    await expect(modes.getByRole('link', { name: 'TransMilenio y alimentador' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      page.getByRole('heading', { level: 4, name: 'Alimentador Portal El Dorado – Aeropuerto' }),
    ).toBeVisible();
    // Amounts in pesos, with the year they apply to (lib/facts.ts).
    await expect(page.getByText('$ 3.200 por viaje con tarjeta TuLlave (tarifa 2025)')).toBeVisible();
    await expectNoAxeViolations(page);

    await modes.getByRole('link', { name: 'Taxi' }).click();
    await expect(page).toHaveURL(/modo=taxi/);
    await expect(page.getByText('Taxis autorizados en el piso 1, puertas 5 y 10.')).toBeVisible();
    await expect(
      page.getByText(
        'Taxímetro más recargo de aeropuerto: unos $ 30.000 – $ 40.000 al centro y $ 40.000 – $ 55.000 al norte (referencia 2025)',
      ),
    ).toBeVisible();

    await modes.getByRole('link', { name: 'Vehículo particular y parqueadero' }).click();
    await expect(page).toHaveURL(/modo=carro-particular/);
    // The parking lots' own tariffs (features/realtime), as /parqueaderos shows them.
    await expect(
      page.getByText(
        'Carros: $ 6.600 – $ 9.120 por hora (se cobra por minuto), máximo $ 45.000 – $ 72.000 por día, según el parqueadero',
      ),
    ).toBeVisible();

    await modes.getByRole('link', { name: 'Bus intermunicipal' }).click();
    await expect(page.getByRole('heading', { level: 4, name: 'Terminal Salitre – Aeropuerto en taxi' })).toBeVisible();
    await expect(
      page.getByText('Unos $ 20.000 – $ 28.000 con taxímetro y recargo de aeropuerto (referencia 2025)'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('en: fares, parking and the intercity connection in pesos with their year', async ({ page }) => {
    await page.goto('/en/transporte/como-llegar-al-aeropuerto?modo=sitp');
    await expect(page.getByText('$ 3.000 a trip with a TuLlave card (2025 fare)')).toBeVisible();
    await page.goto('/en/transporte/como-llegar-al-aeropuerto?modo=apps');
    await expect(
      page.getByText('Set by the app: about $ 35.000 – $ 60.000 to most neighbourhoods (2025 reference)'),
    ).toBeVisible();
    await page.goto('/en/transporte/como-llegar-al-aeropuerto?modo=carro-particular');
    await expect(
      page.getByText(
        'Cars: $ 6.600 – $ 9.120 an hour (charged by the minute), at most $ 45.000 – $ 72.000 a day, depending on the car park',
      ),
    ).toBeVisible();
    await page.goto('/en/transporte/como-llegar-al-aeropuerto?modo=bus-intermunicipal');
    await expect(
      page.getByText('About $ 20.000 – $ 28.000 on the meter with the airport surcharge (2025 reference)'),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 4, name: 'Terminal Salitre – TransMilenio Calle 26' }),
    ).toBeVisible();
  });
});

test.describe('news, stories, events and FAQ', () => {
  test('es: news list, article with NewsArticle JSON-LD, archive by year', async ({ page }) => {
    await page.goto('/eldorado-informa');
    await expect(page.getByRole('heading', { level: 2, name: 'Últimas noticias' })).toBeVisible();
    await expect(page.getByText('Exposición fotográfica Oro Puro')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Carros de equipaje: depósito reembolsable y servicio asistido' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Carros de equipaje: depósito reembolsable y servicio asistido' }),
    ).toBeVisible();
    await expect(page.getByText(/depósito de \$ 12\.000 \(\$3 USD|depósito de \$ 12\.000/)).toBeVisible();
    expect(await jsonLdTypes(page)).toContain('NewsArticle');
    await expectNoAxeViolations(page);

    await page.goto('/eldorado-informa/historico');
    await expect(page.getByRole('heading', { level: 2, name: 'Noticias de 2026' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Noticias de 2025' })).toBeVisible();
  });

  test('pt: stories and a story page', async ({ page }) => {
    await page.goto('/pt/historiasdeeldorado');
    await page.getByRole('link', { name: 'A lenda que dá nome ao aeroporto' }).click();
    await expect(page).toHaveURL(/\/pt\/historiasdeeldorado\/la-leyenda-que-da-nombre-al-aeropuerto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'A lenda que dá nome ao aeroporto' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('fr: FAQ by topic with FAQPage JSON-LD', async ({ page }) => {
    await page.goto('/fr/faq');
    await page
      .getByRole('navigation', { name: 'Thèmes des questions fréquentes' })
      .getByRole('link', { name: 'Bagages' })
      .click();
    await page.getByText('Combien coûte un chariot à bagages ?').click();
    await expect(page.getByText(/caution de \$ 12\.000/)).toBeVisible();
    expect(await jsonLdTypes(page)).toContain('FAQPage');
    await expectNoAxeViolations(page);
  });
});

test.describe('documents', () => {
  test('es: the document list opens the viewer with a download link; the PDF is served', async ({ page, request }) => {
    await page.goto('/pdf');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Guía del pasajero del Aeropuerto El Dorado' }).click();
    await expect(page).toHaveURL(/\/pdfViewer\?file=guia-del-pasajero$/);
    const frame = page.locator('iframe[title="Documento: Guía del pasajero del Aeropuerto El Dorado"]');
    await expect(frame).toHaveAttribute('src', '/api/v2/documents/guia-del-pasajero?lang=es');
    await expect(page.getByRole('link', { name: 'Descargar PDF' }).first()).toHaveAttribute('download', '');
    await expectNoAxeViolations(page);

    const pdf = await request.get('/api/v2/documents/guia-del-pasajero?lang=en');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = (await pdf.body()).toString('latin1');
    expect(bytes.startsWith('%PDF-1.7')).toBe(true);
    // Tagged, in the document's language, with the site's font embedded (features/content/pdf.ts).
    for (const key of ['/StructTreeRoot', '/Marked true', '/Lang (en-US)', '/DisplayDocTitle true', '/FontFile2']) {
      expect(bytes, key).toContain(key);
    }
  });

  test('unknown documents, traversal and URLs answer 404', async ({ request }) => {
    for (const file of ['no-existe', '../../etc/passwd', 'https%3A%2F%2Fevil.example%2Fx.pdf', '%2Fetc%2Fpasswd']) {
      expect((await request.get(`/pdfViewer?file=${file}`)).status(), file).toBe(404);
    }
    expect((await request.get('/api/v2/documents/no-existe')).status()).toBe(404);
    expect((await request.get('/api/v2/documents/..%2F..%2Fetc%2Fpasswd')).status()).toBe(404);
  });
});

test.describe('404, preview and app download', () => {
  test('an unknown slug answers the localised 404', async ({ page }) => {
    const response = await page.goto('/servicios/no-existe-esta-pagina');
    expect(response?.status()).toBe(404);
    const article = await page.goto('/en/eldorado-informa/no-such-article');
    expect(article?.status()).toBe(404);
  });

  test('the preview route needs the secret, renders drafts of any content path and is never indexed', async ({
    page,
    request,
  }) => {
    const preview = '/5f0c1d2e-8a4b-4c3d-9e6f-7a8b9c0d1e2f';
    expect((await request.get(`${preview}/carga`)).status()).toBe(404);
    expect((await request.get(`${preview}/carga?secret=wrong-secret-value`)).status()).toBe(404);
    expect((await request.get(`${preview}/no-existe?secret=${E2E_PREVIEW_SECRET}`)).status()).toBe(404);

    const response = await page.goto(`${preview}/carga?secret=${E2E_PREVIEW_SECRET}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Carga aérea en El Dorado (borrador)' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The secret left the address bar (a session cookie replaced it); a reload still shows the draft.
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Carga aérea en El Dorado (borrador)' })).toBeVisible();
    // Three segments (corporate and sustainability pages) are kept whole: the published page shows.
    const corporate = await page.goto(
      `/en${preview}/corporativo/servicios/reconocimientos?secret=${E2E_PREVIEW_SECRET}`,
    );
    expect(corporate?.status()).toBe(200);
    await expect(page.getByText('Content preview: /corporativo/servicios/reconocimientos')).toBeVisible();

    const robots = await (await request.get('/robots.txt')).text();
    for (const prefix of ['', '/en', '/fr', '/pt']) expect(robots).toContain(`Disallow: ${prefix}${preview}/`);
  });

  test('qr-descarga-app: both stores on desktop, the App Store on an iPhone', async ({ browser, page }) => {
    await page.goto('/qr-descarga-app');
    await expect(page.getByRole('link', { name: 'Descargar en App Store' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Descargar en Google Play' })).toBeVisible();
    await expectNoAxeViolations(page);

    const iphone = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    });
    const phone = await iphone.newPage();
    await phone.route('https://apps.apple.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>App Store</title>' }),
    );
    await phone.goto('/qr-descarga-app');
    await expect(phone).toHaveURL(/^https:\/\/apps\.apple\.com\//);
    await iphone.close();
  });
});
