import localFont from 'next/font/local';

/** Figtree variable, self-hosted from @fontsource-variable (no network at build or run time). */
export const figtree = localFont({
  src: [
    { path: '../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2', style: 'normal' },
  ],
  weight: '300 900',
  // Drawn when it is there within the short block period of the first paint (preloaded; on every later page
  // it comes from the cache), otherwise the page keeps the system font: nothing is swapped under the reader, so
  // no line moves, and no metric-matched stand-in is needed. Stand-ins name local fonts (`src: local()`), and
  // every name is a synchronous font lookup in the first layout: on Linux Chromium, nine of them made it the
  // page's longest task (BENCHMARKS.md, "Figtree without stand-in faces").
  display: 'optional',
  adjustFontFallback: false,
  variable: '--font-figtree',
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
