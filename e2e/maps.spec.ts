import { expect, test, type Page, type Request } from '@playwright/test';
import { axeViolations, collectPageErrors, localizePath, requiredMessage, type Locale } from './support/site';

/**
 * Terminal maps: server-rendered SVG plans with the directory's places and the service
 * points; the URL is the state; the list view and the route's steps are the text alternative. Each
 * scenario runs in Spanish and Portuguese.
 */

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Requests that re-render a page on the server: documents and RSC (flight) fetches, except the header
 * links' prefetches (Next prefetches the site's links in idle time; they carry Next-Router-Prefetch).
 */
function serverRenders(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (headers['next-router-prefetch']) return;
    if (request.resourceType() === 'document' || request.url().includes('_rsc=') || headers['rsc'] === '1') {
      seen.push(request);
    }
  });
  return seen;
}

/** The points of the plan that are shown (the filters hide the others with CSS). */
function shownPoints(page: Page) {
  return page
    .locator('svg[role="group"] a[data-poi]')
    .evaluateAll((nodes) =>
      nodes
        .filter((node) => getComputedStyle(node).display !== 'none')
        .map((node) => ({ type: node.getAttribute('data-type'), zone: node.getAttribute('data-zone') })),
    );
}

for (const locale of ['es', 'pt'] as const satisfies readonly Locale[]) {
  const m = (key: string, values: Record<string, string> = {}) => requiredMessage(locale, `maps.${key}`, values);
  const path = (href: string) => localizePath(href, locale);
  const urlOf = (href: string) => new RegExp(`${path(href).replace(/[?.]/g, '\\$&')}$`);

  test.describe(`terminal maps (${locale})`, () => {
    test(`${locale}: switch floor, filter bathrooms in the public zone, use the list view by keyboard`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await page.goto(path('/mapas'));
      const floors = page.getByRole('navigation', { name: m('floorsLabel') });
      await expect(floors.getByRole('link', { name: m('floor', { floor: '2' }) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.locator('[data-poi="gate-12"]')).toHaveAttribute(
        'aria-label',
        `${m('kindsDetail.gate', { detail: '12' })}, ${m('types.servicios')}`,
      );
      await expectNoAxeViolations(page);

      await floors.getByRole('link', { name: m('floor', { floor: '1' }) }).click();
      await expect(page).toHaveURL(urlOf('/mapas?terminal=1&floor=1'));
      await expect(page.locator('[data-poi="taxi-door-5"]')).toHaveCount(1);
      const everyType = new Set((await shownPoints(page)).map((point) => point.type));
      expect(everyType.size).toBeGreaterThan(1);

      // The filters apply in place: the floor's points were sent once, no server render.
      await expect(page.locator('figure[data-interactive]')).toBeAttached();
      const renders = serverRenders(page);
      const filters = page.getByRole('form', { name: m('filtersLabel') });
      await filters.getByLabel(m('typeLabel')).selectOption('banos');
      await filters.getByLabel(m('zoneLabel')).selectOption('publica');
      await filters.getByRole('button', { name: m('apply') }).click();
      await expect(page).toHaveURL(urlOf('/mapas?terminal=1&floor=1&type=banos&zone=publica'));
      await expect.poll(async () => (await shownPoints(page)).length).toBeGreaterThan(0);
      const shown = await shownPoints(page);
      for (const point of shown) expect(point).toEqual({ type: 'banos', zone: 'publica' });
      await expect(page.locator('figure[data-interactive] > figcaption')).toContainText(String(shown.length));
      expect(renders.map((request) => request.url())).toEqual([]);

      // The list tab follows the filters (its link was updated in place).
      await page.getByRole('link', { name: m('views.list'), exact: true }).click();
      await expect(page).toHaveURL(/view=list/);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ type: 'banos', zone: 'publica' });
      const list = page.locator('[data-list]');
      await expect(
        list.getByRole('heading', { level: 2, name: m('listHeading', { terminal: '1', floor: '1' }) }),
      ).toBeVisible();
      await expect(list.getByRole('heading', { level: 3 })).toHaveText([
        new RegExp(`^${m('types.banos')} \\(\\d+\\)$`),
      ]);
      const first = list.getByRole('link').first();
      const name = (await first.textContent()) ?? '';
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/view=list.*poi=/);
      await expect(page.locator('[data-card]').getByRole('heading', { level: 2 })).toHaveText(name);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test(`${locale}: the deep link /mapas?terminal=1&floor=2 keeps terminal=1 through floor switches and filters`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await page.goto(path('/mapas?terminal=1&floor=2'));
      const floors = page.getByRole('navigation', { name: m('floorsLabel') });
      await expect(floors.getByRole('link', { name: m('floor', { floor: '2' }) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await floors.getByRole('link', { name: m('floor', { floor: '1' }) }).click();
      await expect(page).toHaveURL(urlOf('/mapas?terminal=1&floor=1'));

      await expect(page.locator('figure[data-interactive]')).toBeAttached();
      const filters = page.getByRole('form', { name: m('filtersLabel') });
      await filters.getByLabel(m('typeLabel')).selectOption('banos');
      await filters.getByLabel(m('zoneLabel')).selectOption('publica');
      await filters.getByRole('button', { name: m('apply') }).click();
      await expect(page).toHaveURL(urlOf('/mapas?terminal=1&floor=1&type=banos&zone=publica'));

      // The floor links follow the filters and keep the terminal's documented form.
      await floors.getByRole('link', { name: m('floor', { floor: '2' }) }).click();
      await expect(page).toHaveURL(urlOf('/mapas?terminal=1&floor=2&type=banos&zone=publica'));
      await expect(floors.getByRole('link', { name: m('floor', { floor: '2' }) })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // T2 (and t1/t2) are still read, as aliases; what the page writes is terminal=2 / terminal=1.
      await page.goto(path('/mapas?terminal=T2'));
      const terminals = page.getByRole('navigation', { name: m('terminalsLabel'), exact: true });
      await expect(terminals.getByRole('link', { name: m('terminal', { terminal: '2' }) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(terminals.getByRole('link', { name: m('terminal', { terminal: '1' }) })).toHaveAttribute(
        'href',
        path('/mapas?terminal=1'),
      );
      await expect(page.locator('a[href*="terminal=T"], input[name="terminal"][value^="T"]')).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test(`${locale}: a restaurant's card opens in place, and the same URL is a deep link to it`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(path('/mapas?type=restaurantes'));
      await expect(page.locator('figure[data-interactive]')).toBeAttached();
      const renders = serverRenders(page);
      const restaurant = page.locator('[data-poi^="10"][data-type="restaurantes"]').first();
      const id = (await restaurant.getAttribute('data-poi')) ?? '';
      const label = (await restaurant.getAttribute('aria-label')) ?? '';
      const name = label.replace(new RegExp(`, ${m('types.restaurantes')}$`), '');
      await restaurant.click();
      await expect(page).toHaveURL(urlOf(`/mapas?terminal=1&floor=2&type=restaurantes&poi=${id}`));
      const card = page.locator('[data-card]');
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
      await expect(restaurant).toHaveAttribute('aria-current', 'location');
      await expect(page.locator('[data-selected-ring]')).toHaveCount(1);
      expect(renders.map((request) => request.url())).toEqual([]); // no server round trip

      await page.reload(); // the URL is a deep link to the same card
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
      await expect(card.getByText(new RegExp(`^(${m('card.open')}|${m('card.closed')})$`))).toBeVisible();
      await expect(card.getByRole('link', { name: m('card.details') })).toHaveAttribute(
        'href',
        new RegExp(`^${path('/establecimientos/restaurantes/')}\\d+$`),
      );
      await expect(page.locator(`[data-poi="${id}"]`)).toHaveAttribute('aria-current', 'location');

      const search = page.locator('form').filter({ has: page.getByLabel(m('searchLabel')) });
      const gate45 = m('kindsDetail.gate', { detail: '45' });
      await search.getByLabel(m('searchLabel')).fill(gate45);
      await search.getByRole('button', { name: m('searchButton'), exact: true }).click();
      await page
        .getByRole('list', { name: m('resultsLabel') })
        .getByRole('link', { name: gate45 })
        .click();
      await expect(page.locator('[data-card]').getByRole('heading', { name: gate45 })).toBeVisible();
      await expect(page.locator('[data-poi="gate-45"]')).toHaveAttribute('aria-current', 'location');
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test(`${locale}: draws a walking route from a gate to the taxi rank, directions first; no chatbot`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await page.goto(path('/mapas'));
      // One list of points serves both fields.
      await expect(page.locator('datalist')).toHaveCount(1);
      await expect(page.locator('select#map-from, select#map-to')).toHaveCount(0);
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: m('routeButton') }) });
      const gate = m('kindsDetail.gate', { detail: '12' });
      const taxi = m('kindsDetail.taxi', { detail: '5' });
      await form.getByLabel(m('from'), { exact: true }).fill(`${gate} (${m('floor', { floor: '2' })})`);
      await form.getByLabel(m('to'), { exact: true }).fill(`${taxi} (${m('floor', { floor: '1' })})`);
      await form.getByRole('button', { name: m('routeButton') }).click();
      // The names are answered with the URL of the points' ids.
      await expect(page).toHaveURL(urlOf('/mapas?terminal=1&floor=2&from=gate-12&to=taxi-door-5'));
      const route = page.locator('[data-route]');
      await expect(route.getByRole('heading', { name: m('routeHeading', { from: gate, to: taxi }) })).toBeVisible();
      await expect(route.getByText(/^\d+ minut/)).toBeVisible();
      // The quickest way goes down by escalator.
      await expect(
        route.getByRole('listitem').filter({ hasText: m('steps.floorEscalator', { floor: '1' }) }),
      ).toHaveCount(1);
      await expect(page.locator('[data-route-path]').first()).toBeAttached();
      await expect(form.getByLabel(m('from'), { exact: true })).toHaveValue(`${gate} (${m('floor', { floor: '2' })})`);

      await form.getByLabel(m('accessibleLabel')).check();
      await form.getByRole('button', { name: m('routeButton') }).click();
      await expect(page).toHaveURL(/from=gate-12&to=taxi-door-5&accessible=1$/);
      await expect(route.getByRole('listitem').filter({ hasText: m('steps.floorLift', { floor: '1' }) })).toHaveCount(
        1,
      );
      await expect(
        route.getByRole('listitem').filter({ hasText: m('steps.floorEscalator', { floor: '1' }) }),
      ).toHaveCount(0);
      // The directions come before the plan in reading order.
      const order = await page.evaluate(() => {
        const routeBox = document.querySelector('[data-route]');
        const plan = document.querySelector('svg[role="group"]');
        return routeBox && plan ? routeBox.compareDocumentPosition(plan) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
      });
      expect(order).toBeTruthy();
      await expectNoAxeViolations(page);

      // The chatbot launcher (an <aside data-chatbot>) is on other pages, never on /mapas.
      await page.goto(path('/servicios/mascotas'));
      await expect(page.locator('[data-chatbot]')).toBeAttached();
      await page.goto(path('/mapas'));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-chatbot]')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}

test('en: a flight gate link opens its card on its floor; the plan pans and zooms by keyboard and pinch', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/en/mapas?poi=gate-12');
  await expect(page.getByRole('navigation', { name: 'Level' }).getByRole('link', { name: 'Level 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('[data-card]').getByRole('heading', { level: 2, name: 'Gate 12' })).toBeVisible();
  const plan = page.getByRole('group', { name: 'Plan of terminal 1, level 2' });
  // A deep link opens zoomed in on its point (at least 2.6 screen pixels per metre).
  await expect(plan).toHaveAttribute('data-scale', /.+/);
  expect(Number(await plan.getAttribute('data-scale'))).toBeGreaterThanOrEqual(2.6);
  const opened = (await plan.getAttribute('viewBox')) ?? '';
  await plan.focus();
  await page.keyboard.press('-');
  await expect(plan).not.toHaveAttribute('viewBox', opened);
  const zoomedOut = await plan.getAttribute('viewBox');
  // Gate 12 is near the plan's west end: the view pans east.
  await page.keyboard.press('ArrowRight');
  await expect(plan).not.toHaveAttribute('viewBox', zoomedOut ?? '');
  await page.getByRole('button', { name: 'Show all' }).click();
  // The whole plan, centred in the box's shape.
  await expect(plan).toHaveAttribute('viewBox', /^-?[\d.]+ -?[\d.]+ 900 [\d.]+$/);

  // Two touch pointers moving apart zoom in (pinch).
  await plan.evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + box.width / 2;
    const fire = (type: string, pointerId: number, clientX: number) =>
      svg.dispatchEvent(
        new PointerEvent(type, {
          pointerId,
          pointerType: 'touch',
          clientX,
          clientY: y,
          bubbles: true,
          isPrimary: pointerId === 1,
        }),
      );
    fire('pointerdown', 1, x - 20);
    fire('pointerdown', 2, x + 20);
    fire('pointermove', 1, x - 60);
    fire('pointermove', 2, x + 60);
    fire('pointerup', 1, x - 60);
    fire('pointerup', 2, x + 60);
  });
  const pinched = Number((await plan.getAttribute('viewBox'))?.split(' ')[2]);
  expect(pinched).toBeLessThan(900);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

/** The plans drawn from the venue's IMDF model: gate 12's route from security, a restaurant's unit, axe. */
const HALLS = { es: ['Muelle nacional', 'Mezanine nacional'], en: ['Domestic pier', 'Domestic mezzanine'] } as const;

for (const locale of ['es', 'en'] as const satisfies readonly Locale[]) {
  const m = (key: string, values: Record<string, string> = {}) => requiredMessage(locale, `maps.${key}`, values);
  const path = (href: string) => localizePath(href, locale);

  test.describe(`terminal plans (${locale})`, () => {
    test(`${locale}: gate 12's route from security is drawn across floors and its steps name the halls`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await page.goto(path('/mapas?from=security-domestic&to=gate-12'));
      const plan = page.locator('svg[role="group"]');
      await expect(plan.locator('[data-route-path]').first()).toBeAttached();
      const points = await plan.locator('[data-route-path]').first().getAttribute('points');
      expect(points?.split(' ').length).toBeGreaterThan(1);
      // The route goes up to the domestic mezzanine and back down to the pier: level 2 has two linked marks.
      await expect(plan.locator('a[data-floor-change="3"]')).toHaveCount(2);
      const steps = page.locator('[data-route] ol');
      await expect(steps).toContainText(m('kindsDetail.gate', { detail: '12' }));
      for (const hall of HALLS[locale]) await expect(steps).toContainText(hall);
      // The labelled units are links named by their unit: the gate's lounge among them.
      await expect(plan.locator('a[data-unit][aria-label]').first()).toBeAttached();
      await expect(plan.getByRole('link', { name: m('kindsDetail.gate', { detail: '12' }), exact: true })).toHaveCount(
        1,
      );
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test(`${locale}: a restaurant's deep link shows its unit and its name on the plan`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(path('/mapas?type=restaurantes'));
      const restaurant = page.locator('[data-poi^="10"][data-type="restaurantes"]').first();
      const id = (await restaurant.getAttribute('data-poi')) ?? '';
      await page.goto(path(`/mapas?terminal=1&floor=2&poi=${id}`));
      const name = (await page.locator('[data-card] h2').textContent()) ?? '';
      expect(name.length).toBeGreaterThan(0);
      const plan = page.locator('svg[role="group"]');
      // Deep links open zoomed in, the point's name shown.
      await expect(plan).toHaveAttribute('data-scale', /.+/);
      expect(Number(await plan.getAttribute('data-lod'))).toBeGreaterThanOrEqual(3);
      await expect(plan.locator('[data-selected-label]')).toHaveText(name);
      await expect(plan.locator('[data-selected-label]')).toBeVisible();
      const unit = plan.locator('a[data-selected-unit]');
      await expect(unit).toHaveCount(1);
      await expect(unit).toHaveAttribute('aria-label', /.+/);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });
}

test('es: a departure with a gate in Terminal 1 links to the route from its security filter to the gate', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const response = await request.get('/api/v2/flights/departures?kind=commercial&pageSize=100');
  const { flights } = (await response.json()) as { flights: { id: string; gate: string | null }[] };
  const flight = flights.find((f) => f.gate && /^\d+$/.test(f.gate) && Number(f.gate) <= 26);
  expect(flight, 'a domestic departure with a gate').toBeDefined();
  const gate = flight?.gate ?? '';
  await page.goto(`/vuelos/detalle/${flight?.id}`);
  const link = page.locator('a[data-gate-map]');
  await expect(link).toHaveText(requiredMessage('es', 'flights.detail.gateRoute', { gate }));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/mapas\\?.*from=security-domestic&to=gate-${gate}$`));
  await expect(page.locator('svg[role="group"] [data-route-path]').first()).toBeAttached();
  await expect(page.locator('[data-route] ol')).toContainText(
    requiredMessage('es', 'maps.kindsDetail.gate', { detail: gate }),
  );
  expect(errors).toEqual([]);
});

/**
 * The plans' pictures in docs/maps.md: each floor of each terminal at desktop and phone sizes (the
 * figure: plan and legend). Run on demand: MAPS_SCREENSHOTS=1 … playwright test e2e/maps.spec.ts -g screenshots.
 */
test.describe('plan screenshots for the docs', () => {
  test.skip(!process.env.MAPS_SCREENSHOTS, 'run with MAPS_SCREENSHOTS=1 to refresh docs/maps/*.png');
  const floors = [
    ['T1', 1],
    ['T1', 2],
    ['T1', 3],
    ['T2', 1],
  ] as const;
  const sizes = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
  for (const [name, viewport] of Object.entries(sizes)) {
    test(`screenshots: every floor at ${name} size`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const [terminal, floor] of floors) {
        await page.goto(`/mapas?terminal=${terminal.slice(1)}&floor=${floor}&from=security-domestic&to=gate-12`);
        const figure = page.locator('figure[data-interactive]');
        await expect(figure).toBeVisible();
        await figure.screenshot({
          path: `docs/maps/${terminal.toLowerCase()}-floor-${floor}-${name}.png`,
          scale: 'css',
        });
      }
    });
  }
});
