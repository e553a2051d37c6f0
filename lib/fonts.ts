import localFont from 'next/font/local';

/** Figtree variable, self-hosted from @fontsource-variable (no network at build or run time). */
export const figtree = localFont({
  src: [
    { path: '../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2', style: 'normal' },
  ],
  weight: '300 900',
  display: 'swap',
  variable: '--font-figtree',
  // After next/font's metric-matched Arial face, the metric-matched Roboto and Liberation Sans faces of
  // styles/globals.scss, so a device without Arial does not fall to system-ui and re-wrap text on the swap.
  fallback: ['figtree Fallback Roboto', 'figtree Fallback Liberation', 'system-ui', 'Segoe UI', 'Roboto', 'Arial'],
});

/**
 * OpenDyslexic, self-hosted from @fontsource (OFL), for the accessibility widget's "readable font" setting.
 * Not preloaded: browsers fetch a web font only when an element uses it, so pages cost nothing extra
 * until a visitor turns the setting on (features/accessibility/settings.scss).
 */
export const openDyslexic = localFont({
  src: [
    { path: '../node_modules/@fontsource/opendyslexic/files/opendyslexic-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/opendyslexic/files/opendyslexic-latin-700-normal.woff2', weight: '700' },
  ],
  display: 'swap',
  preload: false,
  variable: '--font-dyslexic',
  fallback: ['Verdana', 'Tahoma', 'sans-serif'],
});
