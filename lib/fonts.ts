import localFont from 'next/font/local';

/** Figtree variable, self-hosted from @fontsource-variable (no network at build or run time). */
export const figtree = localFont({
  src: [
    { path: '../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2', style: 'normal' },
  ],
  weight: '300 900',
  // Drawn when it is there within the short block period of the first paint (preloaded; on every later page
  // it comes from the cache), otherwise the page keeps its stand-in: nothing is swapped under the reader, so no
  // line moves. The stand-in is styles/_font-fallback.scss ('Figtree Fallback', after this face in --font-sans):
  // a local Arial, Liberation Sans or Roboto with Figtree's metrics, so a page drawn without Figtree wraps like
  // one drawn with it. Not next/font's own (adjustFontFallback): it names Arial alone, which Linux and Android
  // lack, and has no bold face; and each local() name is a synchronous lookup (BENCHMARKS.md).
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
