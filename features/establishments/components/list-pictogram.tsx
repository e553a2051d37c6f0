import type { BusinessTypeSlug } from '../schemas';

/** Simple line pictograms of the directory's lists (24 px grid). */
const PATHS: Partial<Record<BusinessTypeSlug, string>> = {
  restaurantes: 'M7 3v8M5 3v4a2 2 0 0 0 4 0V3M7 11v10M16 3c-2 0-3 2-3 5s1 4 3 4v9M16 3v18',
  tiendas: 'M5 8h14l-1 13H6L5 8ZM9 8V6a3 3 0 0 1 6 0v2',
  'salas-vip':
    'M4 13v-3a2 2 0 0 1 4 0v2h8v-2a2 2 0 0 1 4 0v3a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2ZM6 15v3M18 15v3M8 12V8a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v4',
  'cajeros-electronicos': 'M4 5h16v9H4zM8 14v5h8v-5M10 17h4M7 9h6',
  'renta-de-vehiculos': 'M4 15v-3l2-5h12l2 5v3H4ZM4 15v3h3v-3M17 15v3h3v-3M7 12h10',
  aerolineas: 'M2 13l7-1 5-8h2l-2 8 6-1 2-2h1l-1 4 1 4h-1l-2-2-6-1 2 8h-2l-5-8-7-1Z',
  'entidades-aeroportuarias': 'M12 3l8 3v5c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6l8-3ZM9 12l2 2 4-4',
  'casas-de-cambio': 'M4 8h13l-3-3M20 16H7l3 3',
};

export function ListPictogram({ list, size = 32 }: { list: BusinessTypeSlug; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11.5" fill="#f4f4f2" />
      <path
        d={PATHS[list] ?? 'M6 12h12'}
        fill="none"
        stroke="#7a5f00"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
