'use client';

// Last resort when the root layout itself fails: no providers, so texts are inline in the default locale.
// A plain <a> on purpose: a full reload is what recovers from a broken root layout.
/* eslint-disable @next/next/no-html-link-for-pages */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="es-CO">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>Error</h1>
        <p>{error.message || 'Ha ocurrido un error desconocido'}</p>
        <button type="button" onClick={reset}>
          ↻
        </button>{' '}
        <a href="/">El Dorado</a>
      </body>
    </html>
  );
}
