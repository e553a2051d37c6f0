/*
 * El Dorado service worker (issue 13: installable and offline). Hand-written, no build step, no
 * libraries. docs/offline.md explains the policy; lib/browser/service-worker-script.test.ts runs this file in a sandbox.
 *
 * - Precaches nothing. Caches fill as the visitor browses:
 *     /_next/static/*        cache-first (file names carry a content hash: immutable)
 *     page navigations       network-first; the cached copy (or a small offline page) when offline
 *     GET /api/v2/flights/*  network-first; the cached copy when offline (followed flights)
 * - Never caches: taxi, contact and data-deletion pages and their forms, /auth, /vuelos/alertas,
 *   search, any other /api, non-GET requests, requests with Authorization, `no-store` responses.
 * - Shows the flight-alert pushes the server sends (already localised) and opens their page on click.
 */

// Bump VERSION when the caching rules change: `activate` deletes every cache of an older version.
const VERSION = 'v1';
const CACHE_PREFIX = 'eldorado-';
const STATIC_CACHE = `${CACHE_PREFIX}static-${VERSION}`;
const PAGE_CACHE = `${CACHE_PREFIX}pages-${VERSION}`;
const FLIGHT_CACHE = `${CACHE_PREFIX}flights-${VERSION}`;

// Bounded caches: past the limit, the entries stored longest ago go first.
const CACHE_LIMITS = { [STATIC_CACHE]: 150, [PAGE_CACHE]: 40, [FLIGHT_CACHE]: 30 };

/** Header added to every stored response: when it was cached (fetch() callers can read it). */
const CACHED_AT_HEADER = 'Sw-Cached-At';

/** Site paths (locale prefix removed) that are personal, mutating or a form: never stored, never served stale. */
const PRIVATE_PATHS = [
  /^\/servicios\/taxis(\/|$)/, // taxi booking, sign-in, bookings, plate check
  /^\/contacto(\/|$)/, // contact form
  /^\/eldorado-sostenible\/contacto(\/|$)/, // sustainability contact form
  /^\/eliminacion-datos(\/|$)/, // data-deletion requests
  /^\/auth(\/|$)/, // account validation and password reset links
  /^\/vuelos\/alertas(\/|$)/, // flight-alert subscriptions and unsubscribe links
  /^\/buscar(\/|$)/, // search: the query is the visitor's own
];

/** Prefixed locales (es has no prefix) and the lang tag of each. */
const LOCALE_TAGS = { es: 'es-CO', en: 'en-US', fr: 'fr-FR', pt: 'pt-BR' };

/**
 * The offline page shown when a page was never cached. A copy of messages/*.json
 * `serviceWorker.offlinePage` (service-worker-script.test.ts fails when they differ): this worker cannot import JSON.
 */
const OFFLINE_PAGE_TEXT = {
  es: {
    title: 'Sin conexión | Aeropuerto El Dorado',
    heading: 'Sin conexión a internet',
    text: 'Esta página no está guardada en este dispositivo. Vuelve a intentarlo cuando tengas conexión.',
    flights: 'Ver los vuelos guardados',
    retry: 'Reintentar',
  },
  en: {
    title: 'Offline | El Dorado Airport',
    heading: 'No internet connection',
    text: 'This page is not saved on this device. Try again when you are back online.',
    flights: 'See saved flights',
    retry: 'Try again',
  },
  fr: {
    title: 'Hors ligne | Aéroport El Dorado',
    heading: 'Pas de connexion Internet',
    text: "Cette page n'est pas enregistrée sur cet appareil. Réessayez lorsque vous serez de nouveau connecté.",
    flights: 'Voir les vols enregistrés',
    retry: 'Réessayer',
  },
  pt: {
    title: 'Sem conexão | Aeroporto El Dorado',
    heading: 'Sem conexão com a internet',
    text: 'Esta página não está salva neste dispositivo. Tente novamente quando estiver conectado.',
    flights: 'Ver os voos salvos',
    retry: 'Tentar novamente',
  },
};

const NOTIFICATION_ICON = '/icons/icon-192.png';

/** The locale of a path and the path without its prefix: '/en/vuelos' → { locale: 'en', path: '/vuelos' }. */
function splitLocale(pathname) {
  const match = /^\/(es|en|fr|pt)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: 'es', path: pathname };
  return { locale: match[1], path: pathname.slice(match[0].length) || '/' };
}

/**
 * How this worker handles a request:
 *   'static' | 'page' | 'flights'  cached as described above;
 *   'private-page'                 network only, the offline page (never a cached copy) when offline;
 *   null                           not touched: the browser handles it as if there were no worker.
 */
function strategyFor(request) {
  if (request.method !== 'GET') return null;
  if (request.headers.has('Authorization')) return null;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  if (url.pathname.startsWith('/_next/static/')) return 'static';
  if (url.pathname.startsWith('/api/v2/flights/')) return 'flights';
  if (url.pathname.startsWith('/api/')) return null;
  if (request.mode !== 'navigate') return null;
  const { path } = splitLocale(url.pathname);
  return PRIVATE_PATHS.some((pattern) => pattern.test(path)) ? 'private-page' : 'page';
}

/** A response worth keeping: a complete, same-origin 200 of the expected type that allows storing. */
function isStorable(response, contentType) {
  if (!response || response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  if (/no-store/i.test(response.headers.get('Cache-Control') || '')) return false;
  if (response.headers.has('Set-Cookie')) return false;
  return !contentType || (response.headers.get('Content-Type') || '').startsWith(contentType);
}

/** Stores a copy stamped with the time it was cached, then trims the cache to its limit. */
async function store(cacheName, url, response) {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, new Date().toISOString());
  const body = await response.blob();
  const cache = await caches.open(cacheName);
  await cache.put(url, new Response(body, { status: response.status, statusText: response.statusText, headers }));
  await trim(cache, CACHE_LIMITS[cacheName]);
}

/** Deletes the oldest entries (keys() lists them in the order they were stored) above `limit`. */
async function trim(cache, limit) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}

async function cacheFirst(event) {
  const cached = await caches.match(event.request.url, { cacheName: STATIC_CACHE, ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(event.request);
  if (isStorable(response)) event.waitUntil(store(STATIC_CACHE, event.request.url, response.clone()));
  return response;
}

/**
 * The network's answer, stored when storable; when the network fails, the stored copy, then
 * `fallback()`. Any answer from the network (a 404, a 500) is passed on as it is: only "offline" falls back.
 */
async function networkFirst(event, { cacheName, contentType, fallback, fresh }) {
  const { request } = event;
  try {
    const response = (fresh && (await fresh)) || (await fetch(request));
    if (isStorable(response, contentType)) event.waitUntil(store(cacheName, request.url, response.clone()));
    return response;
  } catch (error) {
    const cached = await caches.match(request.url, { cacheName, ignoreVary: true });
    if (cached) return cached;
    if (fallback) return fallback();
    throw error;
  }
}

/** A page that was never cached, or is never cached, while offline: a tiny page in the visitor's language. */
function offlinePage(url) {
  const { locale } = splitLocale(new URL(url).pathname);
  const text = OFFLINE_PAGE_TEXT[locale];
  const flights = locale === 'es' ? '/vuelos' : `/${locale}/vuelos`;
  const html = `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title><meta name="theme-color" content="#0b0b0c"><link rel="icon" href="/favicon.svg">
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0b0b0c;background:#f4f4f2}header{background:#0b0b0c;height:8px;border-bottom:4px solid #c9a227}main{max-width:36rem;margin:0 auto;padding:48px 16px}h1{font-size:28px;line-height:1.2}a{color:#0b57d0}li{margin:8px 0}</style>
</head><body><header></header><main id="main" data-offline-page><h1>${text.heading}</h1><p>${text.text}</p>
<ul><li><a href="${flights}">${text.flights}</a></li><li><a href="">${text.retry}</a></li></ul></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'",
    },
  });
}

self.addEventListener('install', () => {
  // Nothing to precache; take over from an older worker at once.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = Object.keys(CACHE_LIMITS);
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.includes(name)).map((name) => caches.delete(name)),
      );
      // Navigation preload starts the page request while the worker boots.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(request);
  if (strategy === 'static') {
    event.respondWith(cacheFirst(event));
  } else if (strategy === 'flights') {
    event.respondWith(networkFirst(event, { cacheName: FLIGHT_CACHE, contentType: 'application/json' }));
  } else if (strategy === 'page') {
    event.respondWith(
      networkFirst(event, {
        cacheName: PAGE_CACHE,
        contentType: 'text/html',
        fresh: event.preloadResponse,
        fallback: () => offlinePage(request.url),
      }),
    );
  } else if (strategy === 'private-page') {
    event.respondWith(
      (async () => {
        try {
          return (await event.preloadResponse) || (await fetch(request));
        } catch {
          return offlinePage(request.url);
        }
      })(),
    );
  }
  // Anything else: no respondWith, the browser goes to the network as usual.
});

/** A same-origin URL of this site, whatever the payload says ('/' when it points elsewhere). */
function siteUrl(value) {
  try {
    const url = new URL(value || '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

/**
 * The push payload `{ title, body, url, tag, lang, unsubscribeUrl?, unsubscribeLabel? }` (the server localises
 * the texts), or null. With an unsubscribe link the notification gets a "stop alerts" action.
 */
function readPush(event) {
  try {
    const data = event.data ? event.data.json() : null;
    if (!data || typeof data.title !== 'string' || !data.title) return null;
    const options = {
      body: typeof data.body === 'string' ? data.body : '',
      lang: typeof data.lang === 'string' ? data.lang : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: NOTIFICATION_ICON,
      data: { url: siteUrl(data.url) },
    };
    if (typeof data.unsubscribeUrl === 'string' && typeof data.unsubscribeLabel === 'string' && data.unsubscribeLabel) {
      options.actions = [{ action: 'unsubscribe', title: data.unsubscribeLabel }];
      options.data.unsubscribeUrl = siteUrl(data.unsubscribeUrl);
    }
    return { title: data.title, options };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  if (push) event.waitUntil(self.registration.showNotification(push.title, push.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const target = siteUrl(event.action === 'unsubscribe' && data.unsubscribeUrl ? data.unsubscribeUrl : data.url);
  event.waitUntil(
    (async () => {
      // A tab already on that page is focused; otherwise a new one opens (another tab may hold a form in progress).
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
