import localFont from 'next/font/local';

/** Figtree variable, self-hosted from @fontsource-variable (no network at build or run time). */
export const figtree = localFont({
  src: [
    { path: '../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2', style: 'normal' },
  ],
  weight: '300 900',
  display: 'swap',
  variable: '--font-figtree',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial'],
});
