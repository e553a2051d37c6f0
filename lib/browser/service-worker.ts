import { whenIdleAfterLoad } from './when-idle';

/** The worker script (public/sw.js) and its scope: the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded and the browser is idle, so it never competes
 * with the first paint. Only where the browser has service workers; a failed registration is ignored
 * (the site works without it). Returns a function that cancels a registration not yet started.
 */
export function registerServiceWorkerWhenIdle(nav: Navigator = navigator): () => void {
  if (!('serviceWorker' in nav)) return () => {};
  return whenIdleAfterLoad(() => {
    nav.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {});
  });
}
