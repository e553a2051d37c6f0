import type { MetadataRoute } from 'next';

/**
 * The web app manifest, which makes the site installable. Colours are DESIGN.md's tokens: ink for the header the
 * app opens with. Icons are drawn in design/ and rendered by scripts/render-icons.mts (prebuild).
 * The app starts on the flight board, the page a traveller opens it for (readable offline: docs/offline.md).
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'Aeropuerto Internacional El Dorado',
    short_name: 'El Dorado BOG',
    description: 'Vuelos, servicios, mapas y transporte del Aeropuerto Internacional El Dorado de Bogotá.',
    start_url: '/vuelos',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#0b0b0c',
    theme_color: '#0b0b0c',
    lang: 'es-CO',
    dir: 'ltr',
    categories: ['travel', 'navigation'],
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
