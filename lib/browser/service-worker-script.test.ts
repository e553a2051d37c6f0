// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';

/*
 * Tests public/sw.js (plain JavaScript, served as is) by running it in a sandbox with an in-memory
 * Cache Storage, a fake network and fake events. The browser behaviour is covered by e2e/offline.spec.ts.
 */

const ORIGIN = 'https://bog.test';
const source = readFileSync(path.join(process.cwd(), 'public', 'sw.js'), 'utf8');

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async put(key: string, response: Response) {
    // Like the Cache API: a new put replaces the entry and moves it to the end.
    this.entries.delete(key);
    this.entries.set(key, response);
  }
  async match(key: string) {
    return this.entries.get(key)?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(key: string | Request) {
    return this.entries.delete(typeof key === 'string' ? key : key.url);
  }
}

class MemoryCacheStorage {
  readonly stores = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new MemoryCache());
    return this.stores.get(name)!;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async match(key: string, { cacheName }: { cacheName: string }) {
    return this.stores.get(cacheName)?.match(key);
  }
}

/** A network response as the browser gives it to a worker (same-origin: type "basic"). */
function basic(body: string, init: ResponseInit = {}, extra: { redirected?: boolean } = {}): Response {
  const response = new Response(body, { status: 200, ...init });
  Object.defineProperty(response, 'type', { value: 'basic' });
  Object.defineProperty(response, 'redirected', { value: extra.redirected ?? false });
  return response;
}

const html = (body = '<p>page</p>', headers: Record<string, string> = {}) =>
  basic(body, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache', ...headers },
  });

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
  headers: Headers;
}

function request(
  pathOrUrl: string,
  init: Partial<Omit<FakeRequest, 'headers'>> & { headers?: HeadersInit } = {},
): FakeRequest {
  return {
    url: new URL(pathOrUrl, ORIGIN).href,
    method: init.method ?? 'GET',
    mode: init.mode ?? 'cors',
    headers: new Headers(init.headers),
  };
}

const navigation = (pathOrUrl: string, init: Parameters<typeof request>[1] = {}) =>
  request(pathOrUrl, { mode: 'navigate', ...init });

type Listener = (event: unknown) => void;

function loadWorker() {
  const listeners = new Map<string, Listener>();
  const caches = new MemoryCacheStorage();
  const network = vi.fn<(request: FakeRequest) => Promise<Response>>();
  const showNotification = vi.fn(async (_title: string, _options: unknown) => {});
  const windows: { url: string; focus: ReturnType<typeof vi.fn> }[] = [];
  const openWindow = vi.fn(async () => null);
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => {}),
    registration: { showNotification, navigationPreload: { enable: vi.fn(async () => {}) } },
    clients: { claim: vi.fn(async () => {}), matchAll: vi.fn(async () => windows), openWindow },
  };
  const context = vm.createContext({ self, caches, fetch: network, URL, Request, Response, Headers, Blob });
  vm.runInContext(source, context, { filename: 'sw.js' });
  const run = <T>(expression: string): T => vm.runInContext(expression, context) as T;

  /** Dispatches a fetch event; resolves to the worker's response (undefined when it let the browser handle it). */
  async function dispatchFetch(req: FakeRequest, preload?: Promise<Response | undefined>) {
    let responded: Promise<Response> | undefined;
    const pending: Promise<unknown>[] = [];
    listeners.get('fetch')!({
      request: req,
      preloadResponse: preload ?? Promise.resolve(undefined),
      respondWith: (promise: Promise<Response>) => {
        responded = promise;
      },
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    const response = await responded;
    await Promise.all(pending);
    return response;
  }

  async function dispatch(type: string, event: Record<string, unknown>) {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  }

  return { run, caches, network, dispatchFetch, dispatch, self, showNotification, windows, openWindow };
}

let worker: ReturnType<typeof loadWorker>;
beforeEach(() => {
  worker = loadWorker();
});

const strategyFor = (req: FakeRequest) => worker.run<(r: FakeRequest) => string | null>('strategyFor')(req);

describe('strategyFor: which requests the worker touches', () => {
  it('caches Next static files, flight data and page navigations in every locale', () => {
    expect(strategyFor(request('/_next/static/chunks/app-123.js'))).toBe('static');
    expect(strategyFor(request('/_next/static/media/figtree.woff2'))).toBe('static');
    expect(strategyFor(request('/api/v2/flights/departures?date=2026-11-22'))).toBe('flights');
    expect(strategyFor(request('/api/v2/flights/20261122-AV9364-dep'))).toBe('flights');
    for (const page of [
      '/',
      '/vuelos',
      '/vuelos/salidas?type=domestic',
      '/vuelos/llegadas',
      '/vuelos/carga',
      '/vuelos/detalle/AV9364',
      '/mapas?level=2',
      '/servicios/mascotas',
      '/en',
      '/en/vuelos',
      '/fr/mapas',
      '/pt/vuelos/detalle/AV9364',
    ])
      expect(strategyFor(navigation(page)), page).toBe('page');
  });

  it('never stores forms, personal pages or search, in any locale', () => {
    for (const page of [
      '/servicios/taxis',
      '/servicios/taxis/reservas',
      '/en/servicios/taxis/bookings',
      '/contacto',
      '/fr/contacto',
      '/eldorado-sostenible/contacto',
      '/pt/eldorado-sostenible/contacto',
      '/eliminacion-datos',
      '/pt/eliminacion-datos/confirmar?request=DATOS-2026-000001&token=t',
      '/auth/accountValidation/abc',
      '/en/auth/resetpassword/abc',
      '/vuelos/alertas',
      '/vuelos/alertas/123?token=t',
      '/buscar?q=mi+reserva',
    ])
      expect(strategyFor(navigation(page)), page).toBe('private-page');
    // A content page whose name merely starts like a private one is a normal page.
    expect(strategyFor(navigation('/contactos-de-prensa'))).toBe('page');
  });

  it('leaves other APIs, non-GET, authorised, cross-origin and non-navigation requests to the browser', () => {
    for (const req of [
      request('/api/v2/flight-alerts', { method: 'POST' }),
      request('/api/v2/flight-alerts/1?token=t', { method: 'DELETE' }),
      request('/api/v2/taxi-imperial/bookings'),
      request('/api/v2/search'),
      request('/api/v2/flights/departures', { method: 'POST' }),
      request('/api/v2/flights/departures', { headers: { Authorization: 'Bearer t' } }),
      navigation('/contacto', { method: 'POST' }),
      navigation('/vuelos', { headers: { Authorization: 'Basic x' } }),
      navigation('https://maps.example.com/vuelos'),
      request('https://cdn.example.com/_next/static/x.js'),
      // Next's client-side navigation payloads (RSC) and public files.
      request('/vuelos?_rsc=abc', { headers: { RSC: '1' } }),
      request('/images/banner/home-mobile.svg'),
    ])
      expect(strategyFor(req), `${req.method} ${req.url}`).toBeNull();
  });
});

describe('isStorable', () => {
  const isStorable = (response: Response, type?: string) =>
    worker.run<(r: Response, t?: string) => boolean>('isStorable')(response, type);

  it('keeps complete same-origin 200s of the expected type', () => {
    expect(isStorable(html(), 'text/html')).toBe(true);
    expect(isStorable(basic('{}', { headers: { 'Content-Type': 'application/json' } }), 'application/json')).toBe(true);
  });

  it('refuses no-store, errors, redirects, opaque answers, cookies and the wrong type', () => {
    expect(isStorable(html('', { 'Cache-Control': 'private, no-cache, no-store, max-age=0' }), 'text/html')).toBe(
      false,
    );
    expect(isStorable(basic('', { status: 404, headers: { 'Content-Type': 'text/html' } }), 'text/html')).toBe(false);
    expect(isStorable(basic('', { status: 206, headers: { 'Content-Type': 'text/html' } }), 'text/html')).toBe(false);
    expect(isStorable(basic('', { headers: { 'Content-Type': 'text/html' } }, { redirected: true }), 'text/html')).toBe(
      false,
    );
    expect(isStorable(new Response('', { headers: { 'Content-Type': 'text/html' } }), 'text/html')).toBe(false);
    expect(isStorable(html('', { 'Set-Cookie': 'a=b' }), 'text/html')).toBe(false);
    expect(isStorable(basic('{}', { headers: { 'Content-Type': 'application/json' } }), 'text/html')).toBe(false);
  });
});

describe('fetch: pages', () => {
  it('serves the network copy and stores it, stamped; offline it serves the stored copy', async () => {
    worker.network.mockResolvedValueOnce(html('<h1>Vuelos 10:05</h1>'));
    const online = await worker.dispatchFetch(navigation('/en/vuelos?tab=llegadas'));
    expect(await online!.text()).toBe('<h1>Vuelos 10:05</h1>');

    worker.network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await worker.dispatchFetch(navigation('/en/vuelos?tab=llegadas'));
    expect(offline!.status).toBe(200);
    expect(await offline!.text()).toBe('<h1>Vuelos 10:05</h1>');
    expect(offline!.headers.get('Sw-Cached-At')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('uses the navigation preload answer when there is one', async () => {
    const response = await worker.dispatchFetch(navigation('/mapas'), Promise.resolve(html('<h1>Mapas</h1>')));
    expect(await response!.text()).toBe('<h1>Mapas</h1>');
    expect(worker.network).not.toHaveBeenCalled();
  });

  it('passes server errors on as they are, and never stores them', async () => {
    worker.network.mockResolvedValueOnce(html('<h1>v1</h1>'));
    await worker.dispatchFetch(navigation('/faq'));
    worker.network.mockResolvedValueOnce(
      basic('<h1>Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    );
    const failed = await worker.dispatchFetch(navigation('/faq'));
    expect(failed!.status).toBe(500);
    worker.network.mockRejectedValueOnce(new TypeError('offline'));
    expect(await (await worker.dispatchFetch(navigation('/faq')))!.text()).toBe('<h1>v1</h1>');
  });

  it('offline, a page never visited gets the small offline page in its language (503)', async () => {
    worker.network.mockRejectedValue(new TypeError('offline'));
    const response = await worker.dispatchFetch(navigation('/fr/servicios/mascotas'));
    expect(response!.status).toBe(503);
    expect(response!.headers.get('Cache-Control')).toBe('no-store');
    const body = await response!.text();
    expect(body).toContain('<html lang="fr-FR">');
    expect(body).toContain('Pas de connexion Internet');
    expect(body).toContain('href="/fr/vuelos"');
  });

  it('never stores a private page, and offline answers it with the offline page, not an old copy', async () => {
    worker.network.mockResolvedValueOnce(html('<form>taxi</form>'));
    const online = await worker.dispatchFetch(navigation('/servicios/taxis'));
    expect(await online!.text()).toBe('<form>taxi</form>');
    expect([...(await worker.caches.open('eldorado-pages-v1')).entries.keys()]).toEqual([]);

    worker.network.mockRejectedValueOnce(new TypeError('offline'));
    const offline = await worker.dispatchFetch(navigation('/servicios/taxis'));
    expect(offline!.status).toBe(503);
    const body = await offline!.text();
    expect(body).toContain('Sin conexión a internet');
    expect(body).not.toContain('<form');
  });

  it('does not store no-store pages or redirects', async () => {
    worker.network.mockResolvedValueOnce(html('<p>x</p>', { 'Cache-Control': 'no-store' }));
    await worker.dispatchFetch(navigation('/health'));
    worker.network.mockResolvedValueOnce(
      basic('', { status: 200, headers: { 'Content-Type': 'text/html' } }, { redirected: true }),
    );
    await worker.dispatchFetch(navigation('/es/vuelos'));
    expect(worker.caches.stores.get('eldorado-pages-v1')?.entries.size ?? 0).toBe(0);
  });

  it('keeps at most 40 pages, dropping the ones stored longest ago', async () => {
    for (let i = 0; i < 45; i += 1) {
      worker.network.mockResolvedValueOnce(html(`<p>${i}</p>`));
      await worker.dispatchFetch(navigation(`/servicios/page-${i}`));
    }
    const keys = [...worker.caches.stores.get('eldorado-pages-v1')!.entries.keys()];
    expect(keys).toHaveLength(40);
    expect(keys[0]).toBe(`${ORIGIN}/servicios/page-5`);
    expect(keys.at(-1)).toBe(`${ORIGIN}/servicios/page-44`);
  });
});

describe('fetch: static files and flight data', () => {
  it('serves static files from the cache once stored, without asking the network again', async () => {
    worker.network.mockResolvedValueOnce(
      basic('console.log(1)', { headers: { 'Content-Type': 'application/javascript' } }),
    );
    await worker.dispatchFetch(request('/_next/static/chunks/a.js'));
    const again = await worker.dispatchFetch(request('/_next/static/chunks/a.js'));
    expect(await again!.text()).toBe('console.log(1)');
    expect(worker.network).toHaveBeenCalledOnce();
  });

  it('flight data: network first, the stored copy offline, an error when there is none', async () => {
    const json = (body: unknown, headers: Record<string, string> = {}) =>
      basic(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ...headers } });
    worker.network.mockResolvedValueOnce(json({ flights: [1] }, { 'Cache-Control': 'public, max-age=30' }));
    await worker.dispatchFetch(request('/api/v2/flights/20261122-AV9364-dep'));
    worker.network.mockResolvedValueOnce(json({ flights: [2] }));
    expect(await (await worker.dispatchFetch(request('/api/v2/flights/20261122-AV9364-dep')))!.json()).toEqual({
      flights: [2],
    });
    worker.network.mockRejectedValue(new TypeError('offline'));
    const offline = await worker.dispatchFetch(request('/api/v2/flights/20261122-AV9364-dep'));
    expect(await offline!.json()).toEqual({ flights: [2] });
    expect(offline!.headers.get('Sw-Cached-At')).not.toBeNull();
    await expect(worker.dispatchFetch(request('/api/v2/flights/arrivals'))).rejects.toThrow('offline');
  });

  it('does not store flight errors (no-store)', async () => {
    worker.network.mockResolvedValueOnce(
      basic('{"error":{}}', {
        status: 400,
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
      }),
    );
    await worker.dispatchFetch(request('/api/v2/flights/departures?page=0'));
    expect(worker.caches.stores.get('eldorado-flights-v1')?.entries.size ?? 0).toBe(0);
  });
});

describe('install and activate', () => {
  it('takes over at once and deletes the caches of older versions only', async () => {
    await worker.dispatch('install', {});
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    await worker.caches.open('eldorado-pages-v0');
    await worker.caches.open('eldorado-pages-v1');
    await worker.caches.open('someone-else');
    await worker.dispatch('activate', {});
    expect([...worker.caches.stores.keys()].sort()).toEqual(['eldorado-pages-v1', 'someone-else']);
    expect(worker.self.clients.claim).toHaveBeenCalled();
    expect(worker.self.registration.navigationPreload.enable).toHaveBeenCalled();
  });
});

describe('push notifications', () => {
  const push = (payload: unknown) =>
    worker.dispatch('push', {
      data: {
        json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
      },
    });

  it('shows the localised alert with its language, tag, icon and page', async () => {
    await push({
      title: 'AV9364: new gate',
      body: 'Gate 12, boarding 10:30',
      url: '/en/vuelos/detalle/AV9364',
      tag: 'flight-20261122-AV9364-dep',
      lang: 'en',
    });
    expect(worker.showNotification).toHaveBeenCalledWith('AV9364: new gate', {
      body: 'Gate 12, boarding 10:30',
      lang: 'en',
      tag: 'flight-20261122-AV9364-dep',
      icon: '/icons/icon-192.png',
      data: { url: `${ORIGIN}/en/vuelos/detalle/AV9364` },
    });
  });

  it('offers "stop alerts" when the alert carries its unsubscribe link, and that action opens it', async () => {
    await push({
      title: 'AV9364: puerta A12',
      url: '/vuelos/detalle/x',
      lang: 'es',
      unsubscribeUrl: '/vuelos/alertas?action=unsubscribe&id=1&token=t',
      unsubscribeLabel: 'Desactivar avisos',
    });
    const options = worker.showNotification.mock.calls[0]?.[1] as { actions: unknown; data: Record<string, string> };
    expect(options.actions).toEqual([{ action: 'unsubscribe', title: 'Desactivar avisos' }]);
    expect(options.data.unsubscribeUrl).toBe(`${ORIGIN}/vuelos/alertas?action=unsubscribe&id=1&token=t`);
    await worker.dispatch('notificationclick', {
      action: 'unsubscribe',
      notification: { close: vi.fn(), data: options.data },
    });
    expect(worker.openWindow).toHaveBeenCalledWith(options.data.unsubscribeUrl);
  });

  it('sends a click anywhere else to the home page, and ignores payloads without a title', async () => {
    await push({ title: 'x', url: 'https://evil.example/phish' });
    expect(worker.showNotification.mock.calls[0]?.[1]).toMatchObject({ data: { url: `${ORIGIN}/` } });
    await push({ body: 'no title' });
    await push('not json{');
    expect(worker.showNotification).toHaveBeenCalledOnce();
  });

  it('a click focuses a tab already on the page, or opens it', async () => {
    const close = vi.fn();
    const target = `${ORIGIN}/vuelos/detalle/AV9364`;
    await worker.dispatch('notificationclick', { notification: { close, data: { url: target } } });
    expect(close).toHaveBeenCalled();
    expect(worker.openWindow).toHaveBeenCalledWith(target);

    const tab = { url: target, focus: vi.fn(async () => tab) };
    worker.windows.push(tab);
    await worker.dispatch('notificationclick', { notification: { close, data: { url: target } } });
    expect(tab.focus).toHaveBeenCalled();
    expect(worker.openWindow).toHaveBeenCalledOnce();
  });
});

describe('offline page texts', () => {
  it('are the messages of serviceWorker.offlinePage in every locale', () => {
    const texts = worker.run<Record<string, Record<string, string>>>('OFFLINE_PAGE_TEXT');
    const messages = { es, en, fr, pt } as Record<string, { serviceWorker: { offlinePage: Record<string, string> } }>;
    for (const locale of ['es', 'en', 'fr', 'pt'])
      expect({ ...texts[locale] }, locale).toEqual(messages[locale]!.serviceWorker.offlinePage);
  });
});
