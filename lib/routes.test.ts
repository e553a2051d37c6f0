// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import es from '@/messages/es.json';
import {
  breadcrumbTrail,
  buildPath,
  matchPage,
  matchRoute,
  matchStoredPage,
  PREVIEW_SEGMENT,
  ROUTE_QUERY_PARAMS,
  ROUTES,
  samplePath,
  type RouteDef,
} from './routes';

function lookup(tree: unknown, dotted: string): unknown {
  // Keys may contain dots only as separators; segments may contain dashes.
  return dotted
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      tree,
    );
}

describe('ROUTES', () => {
  it('has unique paths and unique message keys', () => {
    const paths = ROUTES.map((r) => r.path);
    const keys = ROUTES.map((r) => r.key);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('gives every route a title in Spanish (pages.<key>.title)', () => {
    const missing = ROUTES.filter((r) => typeof lookup(es, `pages.${r.key}.title`) !== 'string').map(
      (r) => `pages.${r.key}.title (${r.path})`,
    );
    expect(missing, `messages/es.json lacks: ${missing.join(', ')}`).toEqual([]);
  });

  it('declares parents that are routes themselves', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    const orphans = ROUTES.filter((r) => r.parent && !paths.has(r.parent)).map((r) => `${r.path} → ${r.parent}`);
    expect(orphans).toEqual([]);
  });

  it('matches each sample path back to its own route', () => {
    const wrong = ROUTES.filter((r) => matchRoute(samplePath(r))?.route !== r).map(
      (r) => `${samplePath(r)} (${r.path})`,
    );
    expect(wrong).toEqual([]);
  });
});

describe('matchRoute', () => {
  it('matches static paths, with or without a trailing slash', () => {
    expect(matchRoute('/')?.route.key).toBe('home');
    expect(matchRoute('/vuelos/salidas')?.route.key).toBe('vuelos.salidas');
    expect(matchRoute('/vuelos/salidas/')?.route.key).toBe('vuelos.salidas');
  });

  it('prefers a static route over a parameterised one', () => {
    // /establecimientos/[businessType]/detalle/[businessId] has optional params and could take these.
    expect(matchRoute('/establecimientos/salas-vip')).toEqual({
      route: expect.objectContaining({ key: 'establecimientos.salas-vip' }),
      params: {},
    });
    expect(matchRoute('/establecimientos/restaurantes')?.route.key).toBe('establecimientos.restaurantes');
    expect(matchRoute('/establecimientos/restaurantes/12')).toEqual({
      route: expect.objectContaining({ key: 'establecimientos.restaurantes.ficha' }),
      params: { id: '12' },
    });
  });

  it('fills parameters and accepts missing optional ones', () => {
    expect(matchRoute('/vuelos/detalle/AV9392')).toEqual({
      route: expect.objectContaining({ key: 'vuelos.detalle' }),
      params: { number: 'AV9392' },
    });
    expect(matchRoute('/vuelos/detalle')).toEqual({
      route: expect.objectContaining({ key: 'vuelos.detalle' }),
      params: {},
    });
    expect(matchRoute('/establecimientos/salas-vip/detalle/7')?.params).toEqual({
      businessType: 'salas-vip',
      businessId: '7',
    });
  });

  it('reaches the establishment detail page with its optional segments left out (the page redirects to the list)', () => {
    const detail = expect.objectContaining({ key: 'establecimientos.detalle' });
    expect(matchRoute('/establecimientos/detalle')).toEqual({ route: detail, params: {} });
    expect(matchRoute('/establecimientos/detalle/1001')).toEqual({ route: detail, params: { businessId: '1001' } });
    expect(matchRoute('/establecimientos/salas-vip/detalle')).toEqual({
      route: detail,
      params: { businessType: 'salas-vip' },
    });
    // A business type without a list page of its own (exchange houses are on the currency page).
    expect(matchRoute('/establecimientos/casas-de-cambio')).toEqual({
      route: detail,
      params: { businessType: 'casas-de-cambio' },
    });
  });

  it('keeps unknown business types and extra segments unknown', () => {
    expect(matchRoute('/establecimientos/no-such-list')).toBeUndefined();
    expect(matchRoute('/establecimientos/no-such-list/detalle/7')).toBeUndefined();
    expect(matchRoute('/establecimientos/detalle/1001/extra')).toBeUndefined();
    expect(matchRoute('/establecimientos/salas-vip/detalle/7/extra')).toBeUndefined();
    // The lists and the short detail routes keep their own routes.
    expect(matchRoute('/establecimientos/tiendas')?.route.key).toBe('establecimientos.tiendas');
    expect(matchRoute('/establecimientos/tiendas/2001')?.route.key).toBe('establecimientos.tiendas.ficha');
  });

  it('decodes percent-encoded segments', () => {
    expect(matchRoute('/vuelos/detalle/AV%209392')?.params).toEqual({ number: 'AV 9392' });
    expect(matchRoute('/vuelos/detalle/%E0%A4%A')?.params).toEqual({ number: '%E0%A4%A' });
  });

  it('returns undefined for unknown paths and for too many segments', () => {
    expect(matchRoute('/does-not-exist')).toBeUndefined();
    expect(matchRoute('/vuelos/salidas/extra')).toBeUndefined();
    expect(matchRoute('/vuelos/detalle/AV9392/extra')).toBeUndefined();
    expect(matchRoute('/establecimientos/restaurantes')?.route.params).toBeUndefined();
  });

  it('flags /404 as the page that answers with status 404, and the preview as needing its secret', () => {
    expect(matchRoute('/404')?.route.status404).toBe(true);
    expect(ROUTES.filter((r) => r.status404).map((r) => r.path)).toEqual(['/404']);
    expect(ROUTES.filter((r) => r.requiresSecret).map((r) => r.path)).toEqual([
      `/${PREVIEW_SEGMENT}/[pageType]/[slug]/[...tail]`,
    ]);
  });

  it('gives the preview a catch-all tail, so three-segment content paths are kept whole', () => {
    expect(matchRoute(`/${PREVIEW_SEGMENT}/corporativo/servicios/reconocimientos`)?.params).toEqual({
      pageType: 'corporativo',
      slug: 'servicios',
      tail: 'reconocimientos',
    });
    expect(matchRoute(`/${PREVIEW_SEGMENT}/a/b/c/d`)?.params.tail).toBe('c/d');
    expect(matchRoute(`/${PREVIEW_SEGMENT}/carga`)?.params).toEqual({ pageType: 'carga' });
    expect(
      buildPath(`/${PREVIEW_SEGMENT}/[pageType]/[slug]/[...tail]`, { pageType: 'a', slug: 'b', tail: 'c/d e' }),
    ).toBe(`/${PREVIEW_SEGMENT}/a/b/c/d%20e`);
  });
});

describe('generic content pages (matchStoredPage, matchPage)', () => {
  it('lets a registered route win over the generic patterns', () => {
    for (const path of [
      '/servicios/mascotas',
      '/comunicados/tasa-aeroportuaria',
      '/corporativo/servicios/reconocimientos',
      '/faq',
      '/404',
      '/servicios/taxis',
    ]) {
      expect(matchStoredPage(path), path).toBeUndefined();
      expect(matchPage(path)).toEqual(matchRoute(path));
    }
  });

  it('matches a slug no route names under /{slug}, /servicios, /comunicados and /corporativo/servicios', () => {
    expect(matchPage('/guia-nocturna')?.route).toMatchObject({
      path: '/guia-nocturna',
      storedPage: true,
      parent: '/',
      layout: 'site',
    });
    expect(matchPage('/servicios/nidoteca/')?.route).toMatchObject({
      path: '/servicios/nidoteca',
      parent: '/servicios',
      section: 'services',
      key: 'servicios',
    });
    expect(matchPage('/comunicados/cierre-pista-norte')?.route).toMatchObject({
      parent: '/comunicados',
      section: 'press',
    });
    expect(matchPage('/corporativo/servicios/becas')?.route).toMatchObject({
      parent: '/corporativo',
      section: 'corporate',
    });
    expect(breadcrumbTrail(matchPage('/servicios/nidoteca')!.route).map((r) => r.path)).toEqual([
      '/',
      '/servicios',
      '/servicios/nidoteca',
    ]);
    // Registered routes are untouched: matchRoute still knows only them.
    expect(matchRoute('/servicios/nidoteca')).toBeUndefined();
  });

  it('leaves every other path unknown (the site 404)', () => {
    for (const path of [
      '/otra/seccion/nueva',
      '/corporativo/nuevo',
      '/servicios/taxis/otra',
      '/Mayusculas',
      '/con_guion_bajo',
      '/-guion',
      '/doble--guion',
      '/servicios/%C3%B1',
      `/${'a'.repeat(121)}`,
      '/http-404',
    ]) {
      expect(matchPage(path), path).toBeUndefined();
    }
  });
});

describe('paths', () => {
  it('builds paths, dropping missing optional params and encoding values', () => {
    expect(buildPath('/vuelos/detalle/[number]', { number: 'AV 9392' })).toBe('/vuelos/detalle/AV%209392');
    expect(buildPath('/vuelos/detalle/[number]')).toBe('/vuelos/detalle');
    expect(buildPath('/')).toBe('/');
  });

  it('builds a breadcrumb from home to the page', () => {
    const route = matchRoute('/vuelos/salidas')?.route;
    expect(route && breadcrumbTrail(route).map((r) => r.path)).toEqual(['/', '/vuelos', '/vuelos/salidas']);
  });
});

describe('the query parameters a page reads (its page-cache key)', () => {
  const pagesDir = path.join(process.cwd(), 'app/[locale]');
  const pageFiles = (readdirSync(pagesDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('page.tsx'))
    .map((file) => path.join(pagesDir, file));

  const readModule = (base: string): string => {
    for (const file of [`${base}.tsx`, `${base}.ts`, base]) {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        // not this extension
      }
    }
    return '';
  };

  /** The page's own code and the helpers it imports from beside it (board-page.tsx, realtime-route.tsx…). */
  function readsSearchParams(file: string): boolean {
    const source = readFileSync(file, 'utf8');
    const helpers = [...source.matchAll(/from '(\.\.?\/[^']+)'/g)].map((m) => path.resolve(path.dirname(file), m[1]!));
    const texts = [source, ...helpers.map(readModule)];
    return texts.some((text) => /await searchParams|searchParams\)/.test(text));
  }

  /** Whether a route's path is served by the page at `segments` (app/ folders, groups left out). */
  function servedBy(route: RouteDef, segments: string[]): boolean {
    const routeSegments = route.path.split('/').filter(Boolean);
    for (let i = 0; i < segments.length; i += 1) {
      const segment = segments[i]!;
      if (segment.startsWith('[[...') || segment.startsWith('[...')) return true;
      if (i >= routeSegments.length) return false;
      if (!segment.startsWith('[') && segment !== routeSegments[i]) return false;
    }
    return routeSegments.length === segments.length;
  }

  it('every page that reads searchParams declares the parameters it reads', () => {
    const missing: string[] = [];
    for (const file of pageFiles.filter(readsSearchParams)) {
      const segments = path
        .relative(pagesDir, path.dirname(file))
        .split(path.sep)
        .filter((segment) => segment && !segment.startsWith('('));
      const routes = ROUTES.filter((route) => servedBy(route, segments));
      expect(routes, `${file} serves no route`).not.toEqual([]);
      for (const route of routes) if (!route.query) missing.push(route.path);
    }
    expect(missing).toEqual([]);
  });

  it('names only routes that exist', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    expect(Object.keys(ROUTE_QUERY_PARAMS).filter((p) => !paths.has(p))).toEqual([]);
  });
});
