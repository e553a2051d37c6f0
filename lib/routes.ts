/**
 * Every route of the site (SPEC §2), in one typed module used by the menus, the
 * breadcrumb, the sitemap, the catch-all page and the tests. Paths are written
 * with Spanish slugs in every locale; the locale only adds a prefix (/en, /fr, /pt).
 *
 * A route's title and description live in messages under `pages.<key>` where the
 * key is the path's segments joined with dots (`/vuelos/salidas` → `pages.vuelos.salidas`).
 */

export const BRAND = 'eldorado';

/** The fixed uuid-like segment of the content preview route (SPEC §2 catch-alls). */
export const PREVIEW_SEGMENT = '5f0c1d2e-8a4b-4c3d-9e6f-7a8b9c0d1e2f';

export type Layout = 'home' | 'site' | 'taxi' | 'screen';
export type Section =
  | 'home'
  | 'flights'
  | 'realtime'
  | 'establishments'
  | 'offers'
  | 'services'
  | 'trip'
  | 'experience'
  | 'corporate'
  | 'sustainability'
  | 'press'
  | 'help'
  | 'taxi'
  | 'legal'
  | 'system';

export interface RouteParam {
  name: string;
  /** A value that the e2e route matrix visits. */
  sample: string;
  optional?: boolean;
  /** The only values the segment takes (a path with another value is not this route). */
  values?: readonly string[];
}

export interface RouteDef {
  /** Path pattern with `[param]` segments, Spanish slugs, no locale prefix. */
  path: string;
  /** Messages key under `pages.` (defaults to the path's segments joined with dots). */
  key: string;
  section: Section;
  layout: Layout;
  /** Path of the breadcrumb parent; home when absent. */
  parent?: string;
  params?: RouteParam[];
  /** Hidden from sitemap and menus (auth links, preview, error page). */
  hidden?: boolean;
  /** Answers with status 404 (the /404 page). */
  status404?: boolean;
  /**
   * Shorter patterns that also reach this route's page: its optional segments left out where they
   * are not at the end (the page redirects them). Matched, never listed (sitemap, menus).
   */
  shortForms?: readonly string[];
  /** Answers 404 unless the request carries the route's secret (the preview): all a sample or a crawler sees. */
  requiresSecret?: boolean;
  /**
   * The query parameters the page is rendered from (ROUTE_QUERY_PARAMS). Only these are part of its page-cache
   * key; any other (a campaign tag, `?chatbot=1` read by a client island, random junk) is served the same page.
   */
  query?: readonly string[];
  /** A generic page of the content store, not a registered route (matchStoredPage): 404 when the store has none. */
  storedPage?: boolean;
}

type RouteInput = Omit<RouteDef, 'key' | 'layout'> & { key?: string; layout?: Layout };

function keyOf(path: string): string {
  if (path === '/') return 'home';
  return path
    .split('/')
    .filter(Boolean)
    .filter((segment) => !segment.startsWith('['))
    .join('.');
}

function route(input: RouteInput): RouteDef {
  return { layout: 'site', ...input, key: input.key ?? keyOf(input.path) };
}

function group(
  parent: string,
  section: Section,
  slugs: readonly string[],
  extra: Partial<RouteInput> = {},
): RouteDef[] {
  return slugs.map((slug) => route({ path: `${parent}/${slug}`, parent, section, ...extra }));
}

export const SERVICE_SLUGS = [
  'aduanas',
  'conexion-con-el-agua',
  'conexiones',
  'economia-circular',
  'impacto-social',
  'informacion-y-disponibilidad-parqueaderos',
  'instrucciones-equipaje',
  'mascotas',
  'migracion-y-pasaportes',
  'nosotros',
  'prepara-tu-viaje',
  'punto-de-vacunacion',
  'servicios',
  'servicios-aeroportuarios',
  'sillas-de-ruedas',
  'sunflower',
  'ayuda-al-viajero',
  'accesibilidad',
  'banos-para-mascotas',
  'carros-de-equipaje',
  'guarda-equipaje',
  'habitaciones-de-descanso',
  'internet-wifi',
  'notaria',
  'objetos-perdidos',
  'oratorio',
  'sanidad-y-emergencia',
  'servicios-tecnologicos',
  'transporte-publico',
  'coronavirus',
  'medidas-de-prevencion-covid-19',
] as const;

export const COMMUNIQUE_SLUGS = [
  'terminos-y-condiciones',
  'tasa-aeroportuaria',
  'estadisticas-del-aeropuerto',
  'revista-check-in',
] as const;

export const CORPORATE_SLUGS = ['reconocimientos', 'trabaja-con-nosotros', 'nuestro-compromiso'] as const;

export const SUSTAINABILITY_TOPICS = [
  'sobre-la-iniciativa',
  'agua',
  'cambio-climatico',
  'suelo',
  'sistemas-ahorradores',
  'sistemas-de-aprovechamiento',
  'sistemas-de-tratamiento',
  'saneamiento',
  'inventario-de-gases-de-efecto-invernadero',
  'mitigacion',
  'adaptacion',
  'compensacion',
  'reconocimientos-y-certificaciones',
  'matpel',
  'silvicultura',
  'residuos',
  `que-es-${BRAND}-sostenible`,
  `politicas-${BRAND}-sostenible`,
  'entidades-que-nos-rigen',
] as const;

export const ESTABLISHMENT_LISTS = [
  'aerolineas',
  'cajeros-electronicos',
  'renta-de-vehiculos',
  'restaurantes',
  'salas-vip',
  'tiendas',
  'entidades-aeroportuarias',
] as const;

/** Every business type's list slug (features/establishments BUSINESS_TYPE_SLUGS): the lists with a page and the rest. */
export const ESTABLISHMENT_BUSINESS_TYPES = [...ESTABLISHMENT_LISTS, 'casas-de-cambio', 'servicios', 'otros'] as const;

const informa = `/${BRAND}-informa`;
const sostenible = `/${BRAND}-sostenible`;
const tuViaje = `/tu-viaje-inicia-en-${BRAND}`;

const BOARD_QUERY = ['tab', 'type', 'date', 'airline', 'terminal', 'page', 'dir', 'q'] as const;
const DIRECTORY_QUERY = ['name', 'category', 'subcategory', 'product', 'terminal', 'area', 'openNow', 'page'] as const;
const OFFERS_QUERY = ['category', 'area', 'page'] as const;

/**
 * The query parameters each page's server code reads (its parser is named beside it). A page that starts
 * reading another must list it here, or the page cache serves it the page rendered without it;
 * lib/routes.test.ts fails for a page that reads `searchParams` and has no entry.
 */
export const ROUTE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/vuelos': BOARD_QUERY, // features/flights/board-state.ts parseBoardState
  '/vuelos/salidas': BOARD_QUERY,
  '/vuelos/llegadas': BOARD_QUERY,
  '/vuelos/carga': BOARD_QUERY,
  '/vuelos/conexiones': ['arriving', 'departing', 'arrivalAirline', 'departureAirline', 'bags'], // parseConnectionForm
  '/vuelos/alertas': ['action', 'id', 'token'],
  '/vuelos/mi-viaje/[flightId]': ['address', 'mode'], // features/trip-plan/schemas.ts tripQuerySchema
  '/establecimientos': DIRECTORY_QUERY, // features/establishments/list-query.ts parseListQuery
  ...Object.fromEntries(ESTABLISHMENT_LISTS.map((list) => [`/establecimientos/${list}`, DIRECTORY_QUERY])),
  [`${tuViaje}/restaurantes`]: DIRECTORY_QUERY,
  [`${tuViaje}/tiendas`]: DIRECTORY_QUERY,
  '/ofertas': OFFERS_QUERY, // features/offers/server/offers-page.ts
  '/ofertas/empleados': OFFERS_QUERY,
  '/ofertas/pasajeros': OFFERS_QUERY,
  '/informacion-en-tiempo-real/distancias': ['from', 'to'], // parseDistanceQuery
  '/informacion-en-tiempo-real': [],
  '/informacion-en-tiempo-real/parqueaderos': [],
  '/informacion-en-tiempo-real/tiempo-en-filas': ['fecha'], // features/realtime/components/queue-forecast.tsx parseForecastDate
  '/mapas': ['terminal', 'floor', 'type', 'zone', 'poi', 'from', 'to', 'q', 'view', 'accessible'], // mapQueryFields
  '/buscar': ['q', 'page'], // readSearchParams
  '/prepara-tu-viaje/divisas': ['amount', 'from', 'to'], // getConverter
  '/experiencia/oro-puro/galeria': ['categoria', 'foto'],
  '/paraiso-sello-local': ['categoria'],
  '/transporte/como-llegar-al-aeropuerto': ['modo'],
  '/pdfViewer': ['file'],
  '/auth/accountValidation/[token]': ['action'],
  '/eliminacion-datos/confirmar': ['request', 'token'],
  [`/${PREVIEW_SEGMENT}/[pageType]/[slug]/[...tail]`]: ['secret'],
};

const withQuery = (route: RouteDef): RouteDef =>
  ROUTE_QUERY_PARAMS[route.path] ? { ...route, query: ROUTE_QUERY_PARAMS[route.path] } : route;

export const ROUTES: readonly RouteDef[] = [
  route({ path: '/', section: 'home', layout: 'home' }),
  route({ path: '/404', section: 'system', hidden: true, status404: true }),
  route({ path: '/accesibilidad', section: 'help' }),
  route({ path: '/asistencia', section: 'help' }),
  route({ path: '/carga', section: 'flights' }),
  route({ path: '/contacto', section: 'help' }),
  /** Site search results: hidden from menus and sitemap, never cached, noindex. */
  route({ path: '/buscar', section: 'help', hidden: true }),
  route({ path: '/corporativo', section: 'corporate' }),
  route({ path: '/dora', section: 'help' }),
  route({ path: '/dora-traductora', section: 'help', layout: 'screen' }),
  route({ path: informa, key: 'informa', section: 'press' }),
  route({ path: `${informa}/historico`, key: 'informa.historico', section: 'press', parent: informa }),
  // News and story pages come from the content store; the sitemap lists them from there.
  route({
    path: `${informa}/[slug]`,
    key: 'informa.noticia',
    section: 'press',
    parent: informa,
    params: [{ name: 'slug', sample: 'temporada-de-fin-de-ano-2026' }],
  }),
  route({ path: sostenible, key: 'sostenible', section: 'sustainability' }),
  route({ path: `${sostenible}/contacto`, key: 'sostenible.contacto', section: 'sustainability', parent: sostenible }),
  ...SUSTAINABILITY_TOPICS.map((topic) =>
    route({
      path: `${sostenible}/servicios/${topic}`,
      key: `sostenible.servicios.${topic.replace(BRAND, 'brand')}`,
      section: 'sustainability',
      parent: sostenible,
    }),
  ),
  route({ path: '/eliminacion-datos', section: 'legal' }),
  // Confirms a deletion request from the link in its mail (GET shows a button, the button's POST erases); never cached or indexed.
  route({ path: '/eliminacion-datos/confirmar', section: 'legal', parent: '/eliminacion-datos', hidden: true }),
  route({ path: '/experiencia', section: 'experience' }),
  route({ path: '/experiencia/oro-puro', section: 'experience', parent: '/experiencia' }),
  route({ path: '/experiencia/oro-puro/galeria', section: 'experience', parent: '/experiencia/oro-puro' }),
  route({ path: '/faq', section: 'help' }),
  route({ path: '/health', section: 'system' }),
  route({ path: `/historiasde${BRAND}`, key: 'historias', section: 'press' }),
  route({
    path: `/historiasde${BRAND}/[slug]`,
    key: 'historias.historia',
    section: 'press',
    parent: `/historiasde${BRAND}`,
    params: [{ name: 'slug', sample: 'la-leyenda-que-da-nombre-al-aeropuerto' }],
  }),
  route({ path: '/informacion-en-tiempo-real', section: 'realtime' }),
  ...group('/informacion-en-tiempo-real', 'realtime', ['distancias', 'parqueaderos', 'tiempo-en-filas']),
  route({ path: '/mapas', section: 'services' }),
  route({ path: '/ofertas', section: 'offers' }),
  ...group('/ofertas', 'offers', ['empleados', 'pasajeros']),
  route({
    path: '/ofertas/detalle/[offerId]',
    section: 'offers',
    parent: '/ofertas',
    params: [{ name: 'offerId', sample: '1', optional: true }],
  }),
  route({ path: '/paraiso-sello-local', section: 'establishments' }),
  route({ path: '/pdf', section: 'press' }),
  route({ path: '/pdfViewer', key: 'pdfViewer', section: 'press' }),
  route({ path: '/qr-descarga-app', section: 'trip', layout: 'screen' }),
  route({ path: '/tiempo-en-fila', section: 'realtime', layout: 'screen' }),
  route({ path: tuViaje, key: 'tuViaje', section: 'establishments' }),
  route({ path: `${tuViaje}/restaurantes`, key: 'tuViaje.restaurantes', section: 'establishments', parent: tuViaje }),
  route({ path: `${tuViaje}/tiendas`, key: 'tuViaje.tiendas', section: 'establishments', parent: tuViaje }),
  route({ path: '/viaje-en-familia', section: 'trip' }),
  route({ path: '/vuelos', section: 'flights' }),
  ...group('/vuelos', 'flights', ['carga', 'conexiones', 'llegadas', 'salidas']),
  route({
    path: '/vuelos/detalle/[number]',
    section: 'flights',
    parent: '/vuelos',
    params: [{ name: 'number', sample: 'AV9392', optional: true }],
  }),
  // Confirms or ends flight alerts from the links in alert mails and pushes; never cached or indexed.
  route({ path: '/vuelos/alertas', section: 'flights', parent: '/vuelos', hidden: true }),
  // A traveller's own plan (their address may be in the query of the no-JavaScript form): never cached or indexed.
  route({
    path: '/vuelos/mi-viaje/[flightId]',
    key: 'vuelos.mi-viaje',
    section: 'flights',
    parent: '/vuelos',
    hidden: true,
    params: [{ name: 'flightId', sample: '20261122-AV9392-dep' }],
  }),
  route({ path: '/establecimientos', section: 'establishments' }),
  ...group('/establecimientos', 'establishments', ESTABLISHMENT_LISTS),
  route({
    path: '/establecimientos/restaurantes/[id]',
    key: 'establecimientos.restaurantes.ficha',
    section: 'establishments',
    parent: '/establecimientos/restaurantes',
    params: [{ name: 'id', sample: '1001' }],
  }),
  route({
    path: '/establecimientos/tiendas/[id]',
    key: 'establecimientos.tiendas.ficha',
    section: 'establishments',
    parent: '/establecimientos/tiendas',
    params: [{ name: 'id', sample: '2001' }],
  }),
  route({
    path: '/establecimientos/[businessType]/detalle/[businessId]',
    key: 'establecimientos.detalle',
    section: 'establishments',
    parent: '/establecimientos',
    params: [
      { name: 'businessType', sample: 'salas-vip', optional: true, values: ESTABLISHMENT_BUSINESS_TYPES },
      { name: 'businessId', sample: '3001', optional: true },
    ],
    // SPEC §2: with its optional segments left out it redirects to the matching list
    // (/establecimientos/[businessType]/detalle, without an id, is the pattern with its tail left out).
    shortForms: [
      '/establecimientos/detalle/[businessId]',
      '/establecimientos/detalle',
      '/establecimientos/[businessType]',
    ],
  }),
  route({ path: '/prepara-tu-viaje/divisas', section: 'trip', parent: '/servicios/prepara-tu-viaje' }),
  route({ path: '/transporte/como-llegar-al-aeropuerto', section: 'trip', parent: '/servicios' }),
  route({ path: '/servicios', section: 'services' }),
  ...group('/servicios', 'services', SERVICE_SLUGS),
  route({ path: '/servicios/taxis', section: 'taxi', layout: 'taxi', parent: '/servicios' }),
  route({ path: '/servicios/taxis/bookings', section: 'taxi', layout: 'taxi', parent: '/servicios/taxis' }),
  route({ path: '/servicios/taxis/reservas', section: 'taxi', layout: 'taxi', parent: '/servicios/taxis' }),
  route({ path: '/servicios/taxis/verify-plate', section: 'taxi', layout: 'taxi', parent: '/servicios/taxis' }),
  route({ path: '/comunicados', section: 'press' }),
  ...group('/comunicados', 'press', COMMUNIQUE_SLUGS),
  ...group('/corporativo/servicios', 'corporate', CORPORATE_SLUGS).map((r) => ({ ...r, parent: '/corporativo' })),
  route({
    path: '/auth/accountValidation/[token]',
    key: 'auth.accountValidation',
    section: 'legal',
    hidden: true,
    params: [{ name: 'token', sample: 'sample-token', optional: true }],
  }),
  route({
    path: '/auth/resetpassword/[token]',
    key: 'auth.resetpassword',
    section: 'legal',
    hidden: true,
    params: [{ name: 'token', sample: 'sample-token', optional: true }],
  }),
  // The content preview: uuid-like segment + optional pageType + slug, and a catch-all tail for the
  // deeper content paths (/corporativo/servicios/<slug>, /eldorado-sostenible/servicios/<topic>).
  // Without the right ?secret= it answers 404, which is all a sample path (and a crawler) ever sees.
  route({
    path: `/${PREVIEW_SEGMENT}/[pageType]/[slug]/[...tail]`,
    key: 'preview',
    section: 'system',
    hidden: true,
    requiresSecret: true,
    params: [
      { name: 'pageType', sample: 'servicios', optional: true },
      { name: 'slug', sample: 'mascotas', optional: true },
      { name: 'tail', sample: '', optional: true },
    ],
  }),
].map(withQuery);

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** `[...name]` as the last segment of a pattern takes every remaining segment (joined with `/`). */
const CATCH_ALL = /^\[\.\.\.(.+)\]$/;

function matchPattern(
  route: RouteDef,
  segments: string[],
  path: string = route.path,
): Record<string, string> | undefined {
  const pattern = segmentsOf(path);
  const params: Record<string, string> = {};
  const declared = new Map((route.params ?? []).map((p) => [p.name, p]));
  const optionalTail = route.params?.filter((p) => p.optional).length ?? 0;
  const catchAll = CATCH_ALL.exec(pattern[pattern.length - 1] ?? '')?.[1];
  if ((!catchAll && segments.length > pattern.length) || segments.length < pattern.length - optionalTail)
    return undefined;
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i] as string;
    const value = segments[i];
    if (catchAll && i === pattern.length - 1) {
      if (value !== undefined) params[catchAll] = segments.slice(i).join('/');
      continue;
    }
    const param = /^\[(.+)\]$/.exec(part)?.[1];
    if (param) {
      const values = declared.get(param)?.values;
      if (value !== undefined && values && !values.includes(value)) return undefined;
      if (value !== undefined) params[param] = value;
      continue;
    }
    if (value !== part) return undefined;
  }
  return params;
}

/** A short form matches only with all of its segments (its own optional parts are already left out). */
function matchShortForm(route: RouteDef, segments: string[], path: string): Record<string, string> | undefined {
  return segmentsOf(path).length === segments.length ? matchPattern(route, segments, path) : undefined;
}

/**
 * The route a path (without locale prefix) belongs to. Static paths win over
 * parameterised ones, so `/establecimientos/salas-vip` is a list, not a detail.
 */
export function matchRoute(path: string): RouteMatch | undefined {
  const segments = segmentsOf(path).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  const staticHit = ROUTES.find((r) => !r.params && segmentsOf(r.path).join('/') === segments.join('/'));
  if (staticHit) return { route: staticHit, params: {} };
  for (const route of ROUTES) {
    if (!route.params) continue;
    const params = matchPattern(route, segments);
    if (params) return { route, params };
  }
  for (const route of ROUTES) {
    for (const shortForm of route.shortForms ?? []) {
      const params = matchShortForm(route, segments, shortForm);
      if (params) return { route, params };
    }
  }
  return undefined;
}

/**
 * Generic content pages (SPEC §2: `/{slug}`, `/servicios/{pageSlug}`, `/comunicados/{pageSlug}`,
 * `/corporativo/servicios/{pageSlug}`): a path under one of these patterns that no route above claims is a
 * page of the content store. Such a page needs no code change: the catch-all page renders it when the store
 * has a published page there and answers 404 otherwise (the proxy then serves the site's 404 page, as for an
 * unknown flight). Registered routes always win (`matchRoute` is asked first).
 */
export const STORED_PAGE_PATTERNS: readonly { prefix: string; parent: string; section: Section }[] = [
  { prefix: '', parent: '/', section: 'help' },
  { prefix: '/servicios', parent: '/servicios', section: 'services' },
  { prefix: '/comunicados', parent: '/comunicados', section: 'press' },
  { prefix: '/corporativo/servicios', parent: '/corporativo', section: 'corporate' },
];

/** Lower-case words joined by hyphens, like every slug of the site. */
const STORED_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_STORED_SLUG = 120;
/** Single segments that are pages of the app without being routes (the 404 view, the preview's segment). */
const RESERVED_SLUGS: ReadonlySet<string> = new Set(['http-404', PREVIEW_SEGMENT]);

/**
 * The route of a content-store page at `path` when no registered route claims the path and it has the shape
 * of a generic page; whether the store holds a page there is the page's to say. Its key is its parent's
 * (texts of a stored page come from the store), `storedPage` marks it.
 */
export function matchStoredPage(path: string): RouteMatch | undefined {
  if (matchRoute(path)) return undefined;
  const segments = segmentsOf(path);
  const slug = segments[segments.length - 1] ?? '';
  if (!STORED_SLUG.test(slug) || slug.length > MAX_STORED_SLUG || RESERVED_SLUGS.has(slug)) return undefined;
  const prefix = segments.length > 1 ? `/${segments.slice(0, -1).join('/')}` : '';
  const pattern = STORED_PAGE_PATTERNS.find((p) => p.prefix === prefix);
  if (!pattern) return undefined;
  const parent = ROUTES.find((r) => r.path === pattern.parent) as RouteDef;
  const route: RouteDef = {
    path: `${prefix}/${slug}`,
    key: parent.key,
    section: pattern.section,
    layout: 'site',
    parent: pattern.parent,
    storedPage: true,
  };
  return { route, params: {} };
}

/** A registered route, else a generic content page's (matchStoredPage): what the catch-all page and the proxy serve. */
export function matchPage(path: string): RouteMatch | undefined {
  return matchRoute(path) ?? matchStoredPage(path);
}

export function routeByPath(path: string): RouteDef {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`Unknown route ${path}`);
  return found;
}

/** Fills a pattern's `[param]` segments; optional params missing at the end are dropped. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  const built = segmentsOf(path)
    .flatMap((segment) => {
      const rest = CATCH_ALL.exec(segment)?.[1];
      if (rest) return (params[rest] ?? '').split('/');
      const name = /^\[(.+)\]$/.exec(segment)?.[1];
      return [name ? params[name] : segment];
    })
    .filter((segment): segment is string => segment !== undefined && segment !== '')
    .map((segment) => encodeURIComponent(segment).replace(/%40/g, '@'));
  return `/${built.join('/')}`;
}

/** A concrete path for each route, with sample params: what the sitemap and the e2e matrix visit. */
export function samplePath(route: RouteDef): string {
  const params = Object.fromEntries((route.params ?? []).map((p) => [p.name, p.sample]));
  return buildPath(route.path, params);
}

/** The chain of routes from home to this one, for the breadcrumb. */
export function breadcrumbTrail(route: RouteDef): RouteDef[] {
  const trail: RouteDef[] = [];
  let current: RouteDef | undefined = route;
  const seen = new Set<string>();
  while (current && !seen.has(current.path)) {
    trail.unshift(current);
    seen.add(current.path);
    if (current.path === '/') break;
    current = ROUTES.find((r) => r.path === (current?.parent ?? '/'));
  }
  return trail;
}

export function childrenOf(path: string): RouteDef[] {
  return ROUTES.filter((r) => r.parent === path && !r.hidden && !r.params);
}

/** Shorthand used by components: the path of a known static route, checked at runtime. */
export function pathOf(path: string): string {
  return routeByPath(path).path;
}
