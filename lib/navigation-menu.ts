/**
 * The menus of the site, built from the route registry (lib/routes.ts):
 * - the hamburger menu: categories (label `menu.categories.<id>`), each with a landing page and child routes;
 * - the airport menu of the header: two audiences (passengers, corporate), each a short list;
 * - the footer groups: legal links, useful links, discover links.
 *
 * Every path goes through `routeByPath`, so a typo or a removed route throws when this module is
 * imported (and the unit test fails) instead of rendering a dead link. Child labels are page
 * titles (`pages.<key>.title`), so menus never carry their own copy of a page name.
 * Every visible, parameter-free route is reachable from the hamburger menu or the footer
 * (checked by navigation-menu.test.ts).
 */
import { BRAND, routeByPath, type RouteDef } from './routes';

/** A link to a route: its path (Spanish slugs, no locale prefix) and its messages key under `pages.`. */
export interface MenuLink {
  path: string;
  /** `pages.<key>.title` is the label. */
  key: string;
  /** A section of the page (`pqrs` → `/contacto#pqrs`). */
  hash?: string;
  /** `footer.links.<label>` replaces the page title as the label (a link to a section, not the page). */
  label?: string;
}

/** Where a menu link goes: the route's path, with its section when it has one. */
export function menuHref(item: MenuLink): string {
  return item.hash ? `${item.path}#${item.hash}` : item.path;
}

export const MENU_CATEGORY_IDS = [
  'flights',
  'realtime',
  'passengerServices',
  'eatAndShop',
  'tripAndTransport',
  'experience',
  'pressRoom',
  'corporate',
  'sustainability',
  'help',
] as const;
export type MenuCategoryId = (typeof MENU_CATEGORY_IDS)[number];

export interface MenuCategory {
  id: MenuCategoryId;
  /** The category's landing page ("see all"). */
  landing: MenuLink;
  children: MenuLink[];
}

export const AIRPORT_AUDIENCES = ['passengers', 'corporate'] as const;
export type AirportAudience = (typeof AIRPORT_AUDIENCES)[number];

export interface AirportMenuGroup {
  audience: AirportAudience;
  links: MenuLink[];
  /** Paths under these prefixes belong to this audience (picks the audience shown first). */
  prefixes: string[];
}

export const FOOTER_GROUP_IDS = ['useful', 'discover'] as const;
export type FooterGroupId = (typeof FOOTER_GROUP_IDS)[number];

function link(path: string): MenuLink {
  const route: RouteDef = routeByPath(path);
  if (route.params) throw new Error(`Menu link ${path} needs parameters`);
  if (route.hidden) throw new Error(`Menu link ${path} is a hidden route`);
  return { path: route.path, key: route.key };
}

function links(paths: readonly string[]): MenuLink[] {
  return paths.map(link);
}

const informa = `/${BRAND}-informa`;
const sostenible = `/${BRAND}-sostenible`;
const tuViaje = `/tu-viaje-inicia-en-${BRAND}`;

function category(id: MenuCategoryId, landing: string, children: readonly string[]): MenuCategory {
  return { id, landing: link(landing), children: links(children) };
}

/** Hamburger menu: category column, child column. */
export const MENU_CATEGORIES: readonly MenuCategory[] = [
  category('flights', '/vuelos', [
    '/vuelos/salidas',
    '/vuelos/llegadas',
    '/vuelos/conexiones',
    '/vuelos/carga',
    '/servicios/conexiones',
    '/establecimientos/aerolineas',
    '/carga',
  ]),
  category('realtime', '/informacion-en-tiempo-real', [
    '/informacion-en-tiempo-real/tiempo-en-filas',
    '/informacion-en-tiempo-real/parqueaderos',
    '/informacion-en-tiempo-real/distancias',
    '/servicios/informacion-y-disponibilidad-parqueaderos',
    '/tiempo-en-fila',
    '/mapas',
  ]),
  category('passengerServices', '/servicios', [
    '/servicios/servicios',
    '/servicios/servicios-aeroportuarios',
    '/servicios/ayuda-al-viajero',
    '/servicios/accesibilidad',
    '/servicios/sillas-de-ruedas',
    '/servicios/sunflower',
    '/viaje-en-familia',
    '/servicios/mascotas',
    '/servicios/banos-para-mascotas',
    '/servicios/carros-de-equipaje',
    '/servicios/guarda-equipaje',
    '/servicios/instrucciones-equipaje',
    '/servicios/habitaciones-de-descanso',
    '/servicios/internet-wifi',
    '/servicios/servicios-tecnologicos',
    '/servicios/notaria',
    '/servicios/objetos-perdidos',
    '/servicios/oratorio',
    '/servicios/sanidad-y-emergencia',
    '/servicios/punto-de-vacunacion',
    '/servicios/coronavirus',
    '/servicios/medidas-de-prevencion-covid-19',
  ]),
  category('eatAndShop', '/establecimientos', [
    '/establecimientos/restaurantes',
    '/establecimientos/tiendas',
    '/establecimientos/salas-vip',
    '/establecimientos/cajeros-electronicos',
    '/establecimientos/renta-de-vehiculos',
    '/establecimientos/entidades-aeroportuarias',
    '/ofertas',
    '/ofertas/pasajeros',
    '/ofertas/empleados',
    tuViaje,
    `${tuViaje}/restaurantes`,
    `${tuViaje}/tiendas`,
    '/paraiso-sello-local',
  ]),
  category('tripAndTransport', '/servicios/prepara-tu-viaje', [
    '/servicios/aduanas',
    '/servicios/migracion-y-pasaportes',
    '/prepara-tu-viaje/divisas',
    '/transporte/como-llegar-al-aeropuerto',
    '/servicios/transporte-publico',
    '/servicios/taxis',
    '/servicios/taxis/bookings',
    '/servicios/taxis/reservas',
    '/servicios/taxis/verify-plate',
    '/qr-descarga-app',
  ]),
  category('experience', '/experiencia', [
    '/experiencia/oro-puro',
    '/experiencia/oro-puro/galeria',
    `/historiasde${BRAND}`,
  ]),
  category('pressRoom', informa, [
    `${informa}/historico`,
    '/comunicados',
    '/comunicados/estadisticas-del-aeropuerto',
    '/comunicados/revista-check-in',
    '/pdf',
    '/pdfViewer',
  ]),
  category('corporate', '/corporativo', [
    '/servicios/nosotros',
    '/corporativo/servicios/nuestro-compromiso',
    '/corporativo/servicios/reconocimientos',
    '/corporativo/servicios/trabaja-con-nosotros',
    '/servicios/impacto-social',
  ]),
  category('sustainability', sostenible, [
    `${sostenible}/servicios/que-es-${BRAND}-sostenible`,
    `${sostenible}/servicios/sobre-la-iniciativa`,
    `${sostenible}/servicios/politicas-${BRAND}-sostenible`,
    `${sostenible}/servicios/entidades-que-nos-rigen`,
    `${sostenible}/servicios/agua`,
    `${sostenible}/servicios/sistemas-ahorradores`,
    `${sostenible}/servicios/sistemas-de-aprovechamiento`,
    `${sostenible}/servicios/sistemas-de-tratamiento`,
    `${sostenible}/servicios/saneamiento`,
    `${sostenible}/servicios/cambio-climatico`,
    `${sostenible}/servicios/inventario-de-gases-de-efecto-invernadero`,
    `${sostenible}/servicios/mitigacion`,
    `${sostenible}/servicios/adaptacion`,
    `${sostenible}/servicios/compensacion`,
    `${sostenible}/servicios/suelo`,
    `${sostenible}/servicios/silvicultura`,
    `${sostenible}/servicios/residuos`,
    `${sostenible}/servicios/matpel`,
    `${sostenible}/servicios/reconocimientos-y-certificaciones`,
    '/servicios/economia-circular',
    '/servicios/conexion-con-el-agua',
    `${sostenible}/contacto`,
  ]),
  category('help', '/faq', ['/contacto', '/asistencia', '/accesibilidad', '/dora', '/dora-traductora']),
];

/** The chatbot entry of the hamburger menu. */
export const DORA_LINK: MenuLink = link('/dora');

/** The logo's target. */
export const HOME_LINK: MenuLink = { path: routeByPath('/').path, key: routeByPath('/').key };

/** The header's airport menu: what passengers and corporate visitors look for first. */
export const AIRPORT_MENU: readonly AirportMenuGroup[] = [
  {
    audience: 'passengers',
    links: links([
      '/vuelos',
      '/informacion-en-tiempo-real',
      '/establecimientos',
      '/servicios',
      '/transporte/como-llegar-al-aeropuerto',
      '/mapas',
      '/ofertas',
    ]),
    prefixes: [],
  },
  {
    audience: 'corporate',
    links: links([
      '/corporativo',
      informa,
      '/carga',
      sostenible,
      '/comunicados',
      '/corporativo/servicios/trabaja-con-nosotros',
    ]),
    prefixes: ['/corporativo', informa, '/carga', '/vuelos/carga', sostenible, '/comunicados', '/pdf'],
  },
];

/** The audience whose menu is shown first on a page: corporate sections open the corporate list. */
export function audienceForPath(path: string): AirportAudience {
  const match = AIRPORT_MENU.find((group) =>
    group.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
  return match?.audience ?? 'passengers';
}

/** Legal links under the footer description (SPEC: airport tax and terms). */
export const FOOTER_LEGAL_LINKS: readonly MenuLink[] = links([
  '/comunicados/tasa-aeroportuaria',
  '/comunicados/terminos-y-condiciones',
  '/eliminacion-datos',
  '/health',
]);

export const FOOTER_GROUPS: Readonly<Record<FooterGroupId, readonly MenuLink[]>> = {
  useful: [
    ...links(['/vuelos', '/informacion-en-tiempo-real/parqueaderos', '/mapas', '/servicios/objetos-perdidos', '/faq']),
    // The footer links to the PQRS form itself (first on /contacto), not only to the page.
    { ...link('/contacto'), hash: 'pqrs', label: 'pqrs' },
    ...links(['/accesibilidad', '/comunicados/estadisticas-del-aeropuerto']),
  ],
  discover: links([
    '/experiencia',
    '/experiencia/oro-puro',
    '/viaje-en-familia',
    '/paraiso-sello-local',
    `/historiasde${BRAND}`,
    sostenible,
    '/corporativo/servicios/trabaja-con-nosotros',
    '/qr-descarga-app',
  ]),
};

/** Every link of the hamburger menu (landings, children and the chatbot entry). */
export function hamburgerLinks(): MenuLink[] {
  return [...MENU_CATEGORIES.flatMap((c) => [c.landing, ...c.children]), DORA_LINK];
}

/** Every link of the footer. */
export function footerLinks(): MenuLink[] {
  return [...FOOTER_LEGAL_LINKS, ...FOOTER_GROUPS.useful, ...FOOTER_GROUPS.discover];
}

/**
 * The routes the site search of the header can find: every menu and footer destination once,
 * with the category it belongs to (the first one listing it), in menu order.
 */
export function searchableLinks(): { link: MenuLink; category: MenuCategoryId | null }[] {
  const seen = new Set<string>();
  const out: { link: MenuLink; category: MenuCategoryId | null }[] = [];
  const add = (item: MenuLink, categoryId: MenuCategoryId | null) => {
    if (seen.has(item.path)) return;
    seen.add(item.path);
    out.push({ link: item, category: categoryId });
  };
  for (const c of MENU_CATEGORIES) {
    add(c.landing, c.id);
    for (const child of c.children) add(child, c.id);
  }
  for (const item of footerLinks()) add(item, null);
  return out;
}
