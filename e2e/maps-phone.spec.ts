import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, collectPageErrors, localizePath, requiredMessage, type Locale } from './support/site';

/**
 * The terminal map on a phone (390 × 844): the plan takes the screen's width and most of its
 * height, its zoom buttons sit outside it, labels read at 12 CSS px or more once shown, the route is
 * drawn on every floor it uses, "puerta 12" and "gate 12" find gate 12, and no internal id shows.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Internal ids of points the page must never show (route picker, labels, accessible names). */
const INTERNAL_IDS = ['security-domestic', 'security-international', 'food-court-domestic', 'gate-12', 'gates-10-18'];

async function interactivePlan(page: Page): Promise<Locator> {
  await expect(page.locator('figure[data-interactive]')).toBeAttached();
  const plan = page.locator('svg[role="group"]');
  await expect(plan).toHaveAttribute('data-scale', /.+/);
  return plan;
}

const scaleOf = async (plan: Locator) => Number(await plan.getAttribute('data-scale'));

for (const locale of ['es', 'en'] as const satisfies readonly Locale[]) {
  const m = (key: string, values: Record<string, string> = {}) => requiredMessage(locale, `maps.${key}`, values);
  const path = (href: string) => localizePath(href, locale);
  const gate12 = m('kindsDetail.gate', { detail: '12' });

  test.describe(`the map on a phone (${locale})`, () => {
    test(`${locale}: a full-width, tall plan with the zoom buttons outside it; labels stay ≥ 12 px as it zooms`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await page.goto(path('/mapas?poi=gate-12'));
      const plan = await interactivePlan(page);
      const box = (await plan.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(388);
      // As tall as the first screen leaves it under the compact header, the chips and the tabs: all of it visible.
      expect(box.height).toBeGreaterThanOrEqual(320);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      // The buttons are above the plan, not over it.
      const zoomIn = page.getByRole('button', { name: m('zoomIn') });
      for (const button of [
        zoomIn,
        page.getByRole('button', { name: m('zoomOut') }),
        page.getByRole('button', { name: m('reset') }),
      ]) {
        const rect = (await button.boundingBox())!;
        expect(rect.y + rect.height).toBeLessThanOrEqual(box.y + 0.5);
      }

      const before = await scaleOf(plan);
      await zoomIn.click();
      await expect.poll(() => scaleOf(plan)).toBeGreaterThan(before);
      const once = await scaleOf(plan);
      await zoomIn.click();
      await expect.poll(() => scaleOf(plan)).toBeGreaterThan(once);

      // Gate 12's label is shown, inside the plan, at 12 CSS px or more.
      const label = plan
        .locator('text', { hasText: new RegExp(`^${gate12}$`) })
        .filter({ visible: true })
        .first();
      await expect(label).toBeVisible();
      const size = await label.evaluate((node) => {
        const svg = (node as SVGTextElement).ownerSVGElement!;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return {
          fontPx: parseFloat(getComputedStyle(node).fontSize) * scale,
          height: node.getBoundingClientRect().height,
        };
      });
      expect(size.fontPx).toBeGreaterThanOrEqual(12);
      expect(size.height).toBeGreaterThanOrEqual(12);
      const rect = (await label.boundingBox())!;
      expect(rect.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(rect.x + rect.width).toBeLessThanOrEqual(box.x + box.width + 1);

      // Every label shown at this zoom is 12 px or more; the smaller ones are hidden, not shown tiny.
      const smallest = await plan.evaluate((svg) => {
        const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
        const sizes = [...svg.querySelectorAll('text')]
          .filter(
            (text) => getComputedStyle(text).display !== 'none' && text.closest('[style*="display: none"]') === null,
          )
          .filter((text) => text.getBoundingClientRect().width > 0)
          .map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
        return Math.min(...sizes);
      });
      expect(smallest).toBeGreaterThanOrEqual(12);

      // A double tap (double click) zooms in too, and "show all" zooms out to the whole plan.
      const zoomed = await scaleOf(plan);
      await page.getByRole('button', { name: m('reset') }).click();
      await expect.poll(() => scaleOf(plan)).toBeLessThan(zoomed);
      const all = await scaleOf(plan);
      await plan.dblclick({ position: { x: box.width / 2, y: box.height / 2 } });
      await expect.poll(() => scaleOf(plan)).toBeGreaterThan(all);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test(`${locale}: the route to gate 12 is drawn on every floor it uses, with its floor changes`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await page.goto(path('/mapas?from=security-domestic&to=gate-12'));
      const floorsNav = page.getByRole('navigation', { name: m('routeFloorsLabel') });
      const hrefs = await floorsNav
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href') ?? ''));
      const floors = [...new Set(hrefs.map((href) => new URL(href, 'http://x').searchParams.get('floor')))];
      expect(floors).toEqual(['2', '3']);
      for (const floor of floors) {
        await page.goto(path(`/mapas?terminal=1&floor=${floor}&from=security-domestic&to=gate-12`));
        const plan = await interactivePlan(page);
        const length = await plan
          .locator('polyline[data-route-path]')
          .evaluateAll((lines) => lines.reduce((sum, line) => sum + (line as SVGPolylineElement).getTotalLength(), 0));
        expect(length, `floor ${floor}`).toBeGreaterThan(20);
        // The floor changes are marked where the route goes up or down, named in words.
        const marks = plan.locator('a[data-floor-change]');
        await expect(marks.first()).toBeAttached();
        for (const name of await marks.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))) {
          expect(name).toMatch(/\d/);
        }
        // Some of the route is inside the plan's view.
        const inView = await plan.evaluate((svg) => {
          const box = svg.getBoundingClientRect();
          return [...svg.querySelectorAll('polyline[data-route-path]')].some((line) => {
            const r = line.getBoundingClientRect();
            return r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;
          });
        });
        expect(inView).toBe(true);
      }
      expect(errors).toEqual([]);
    });

    for (const search of ['puerta 12', 'gate 12', 'sala 12', 'porte 12', 'portão 12']) {
      test(`${locale}: searching "${search}" finds gate 12`, async ({ page }) => {
        await page.goto(path('/mapas'));
        const form = page.locator('search form');
        await form.getByRole('searchbox').fill(search);
        await form.getByRole('button').click();
        await expect(
          page
            .getByRole('list', { name: m('resultsLabel') })
            .getByRole('link')
            .first(),
        ).toHaveText(gate12);
      });
    }

    test(`${locale}: no visible text nor accessible name shows an internal id`, async ({ page }) => {
      for (const url of ['/mapas?from=security-domestic&to=gate-12', '/mapas?poi=security-domestic']) {
        await page.goto(path(url));
        await interactivePlan(page);
        const shown = await page.evaluate(() => {
          const texts = [document.body.innerText];
          for (const node of document.querySelectorAll('[aria-label]'))
            texts.push(node.getAttribute('aria-label') ?? '');
          for (const option of document.querySelectorAll('datalist option'))
            texts.push((option as HTMLOptionElement).value, option.textContent ?? '');
          for (const input of document.querySelectorAll('input:not([type="hidden"])'))
            texts.push((input as HTMLInputElement).value);
          return texts.join('\n');
        });
        for (const id of INTERNAL_IDS) expect(shown, `${url}: ${id}`).not.toContain(id);
        // The route picker offers both security filters, told apart in words.
        const options = await page
          .locator('datalist option')
          .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
        expect(new Set(options).size).toBe(options.length);
      }
    });
  });
}
