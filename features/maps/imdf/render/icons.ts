import type { IconKind } from './floor';

/*
 * The plan's amenity icons: line drawings on a 24 × 24 grid in the style of components/icons
 * (stroke 2, round caps), written once per plan as <symbol>s and placed with <use>.
 */
export const ICON_PATHS: Record<IconKind, string> = {
  restroom:
    'M7 5.5a1.5 1.5 0 1 0 0-.01M17 5.5a1.5 1.5 0 1 0 0-.01M5 9h4v6H8v5H6v-5H5zM15 9h4l1.5 6h-7zM16 15v5M18 15v5M12 3v18',
  lift: 'M5 3h14v18H5zM9 9l3-3 3 3M9 15l3 3 3-3',
  escalator: 'M3 19h4l10-12h4M7 15V9M5 7a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  stairs: 'M3 20h5v-5h5v-5h5V5h3',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M12 11v6M12 7v.5',
  medical: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  atm: 'M3 6h18v12H3zM7 12h.5M12 9v6M16.5 12h.5',
  cart: 'M3 4h3l2 11h10l2-8H7M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01',
  baby: 'M12 4a2.5 2.5 0 1 0 0 5 2.5 2.5 0 1 0 0-5M7 12h10M9 12v8M15 12v8',
  pet: 'M8 7a1.5 1.5 0 1 0 0-.01M16 7a1.5 1.5 0 1 0 0-.01M5 12a1.5 1.5 0 1 0 0-.01M19 12a1.5 1.5 0 1 0 0-.01M8 18c0-3 2-5 4-5s4 2 4 5c0 2-8 2-8 0z',
  prayer: 'M12 3v18M7 8h10',
  transport: 'M5 4h14v12H5zM5 11h14M8 16v3M16 16v3M8 13.5h.5M15.5 13.5h.5',
  parking: 'M7 21V3h6a4.5 4.5 0 0 1 0 9H7',
  wheelchair: 'M11 4a1.5 1.5 0 1 0 0-.01M11 7v6h5l2 5M7.5 11a5 5 0 1 0 7 6',
  luggage: 'M6 7h12v13H6zM9 7V4h6v3M10 11v5M14 11v5',
  food: 'M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M16 3c-2 2-2 7 0 9v9',
};
