// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  AIRPORT_MENU,
  FOOTER_GROUPS,
  FOOTER_LEGAL_LINKS,
  HOME_LINK,
  MENU_CATEGORIES,
  MENU_CATEGORY_IDS,
  audienceForPath,
  footerLinks,
  hamburgerLinks,
  menuHref,
  searchableLinks,
} from './navigation-menu';
import { ROUTES, routeByPath } from './routes';

describe('navigation menu', () => {
  it('reaches every visible, parameter-free route from the hamburger menu, the footer or the logo', () => {
    const reachable = new Set([
      HOME_LINK.path,
      ...hamburgerLinks().map((l) => l.path),
      ...footerLinks().map((l) => l.path),
    ]);
    const missing = ROUTES.filter((r) => !r.hidden && !r.params && !reachable.has(r.path)).map((r) => r.path);
    expect(missing).toEqual([]);
  });

  it('links only to known, visible, parameter-free routes with their page key', () => {
    const all = [...hamburgerLinks(), ...footerLinks(), ...AIRPORT_MENU.flatMap((g) => g.links)];
    for (const item of all) {
      const route = routeByPath(item.path);
      expect(route.hidden).toBeFalsy();
      expect(route.params).toBeUndefined();
      expect(item.key).toBe(route.key);
    }
  });

  it('has one category per id, each with children and no duplicate child', () => {
    expect(MENU_CATEGORIES.map((c) => c.id)).toEqual([...MENU_CATEGORY_IDS]);
    for (const c of MENU_CATEGORIES) {
      expect(c.children.length).toBeGreaterThan(0);
      const paths = [c.landing.path, ...c.children.map((l) => l.path)];
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('puts the airport tax and the terms in the footer legal links', () => {
    const paths = FOOTER_LEGAL_LINKS.map((l) => l.path);
    expect(paths).toContain('/comunicados/tasa-aeroportuaria');
    expect(paths).toContain('/comunicados/terminos-y-condiciones');
    expect(FOOTER_GROUPS.useful.length).toBeGreaterThan(0);
    expect(FOOTER_GROUPS.discover.length).toBeGreaterThan(0);
  });

  it('links the footer to the PQRS form itself, with its own label in every language', async () => {
    const hrefs = FOOTER_GROUPS.useful.map(menuHref);
    expect(hrefs).toContain('/contacto#pqrs');
    expect(hrefs).not.toContain('/contacto');
    const pqrs = FOOTER_GROUPS.useful.find((l) => l.hash === 'pqrs')!;
    expect(pqrs).toMatchObject({ path: '/contacto', key: routeByPath('/contacto').key, label: 'pqrs' });
    for (const locale of ['es', 'en', 'fr', 'pt']) {
      const messages = (await import(`@/messages/${locale}.json`)).default as {
        footer: { links: Record<string, string> };
      };
      expect(messages.footer.links[pqrs.label!]).toMatch(/PQRS/);
    }
    // A link without a section goes to the page.
    expect(menuHref(FOOTER_LEGAL_LINKS[0]!)).toBe(FOOTER_LEGAL_LINKS[0]!.path);
  });

  it('keeps the airport menu short for both audiences', () => {
    expect(AIRPORT_MENU.map((g) => g.audience)).toEqual(['passengers', 'corporate']);
    for (const group of AIRPORT_MENU) expect(group.links.length).toBeLessThanOrEqual(8);
  });

  it('opens the corporate airport menu on corporate pages', () => {
    expect(audienceForPath('/corporativo/servicios/reconocimientos')).toBe('corporate');
    expect(audienceForPath('/eldorado-sostenible')).toBe('corporate');
    expect(audienceForPath('/vuelos/salidas')).toBe('passengers');
    expect(audienceForPath('/cargamento')).toBe('passengers');
    expect(audienceForPath('/')).toBe('passengers');
  });

  it('lists each searchable route once', () => {
    const paths = searchableLinks().map((s) => s.link.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/servicios/mascotas');
  });
});
