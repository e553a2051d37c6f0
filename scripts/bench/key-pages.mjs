// The key pages every Lighthouse budget applies to, each in Spanish and English (14 paths).
export const KEY_PAGE_TEMPLATES = [
  '/',
  '/vuelos',
  '/vuelos/salidas',
  '/servicios/taxis',
  '/establecimientos/restaurantes',
  '/servicios/mascotas',
  '/mapas',
];

export const KEY_PAGES = KEY_PAGE_TEMPLATES.flatMap((p) => [p, p === '/' ? '/en' : `/en${p}`]);
