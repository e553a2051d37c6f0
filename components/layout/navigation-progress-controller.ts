/**
 * Timing of the navigation progress bar (SPEC §9: 200 ms throttle, 5 s duration, 500 ms hide delay):
 * - `start()` waits 200 ms before showing anything, so fast navigations never flash a bar;
 * - once shown, the value trickles (ease-out) towards 90 % over 5 s and waits there;
 * - `done()` fills the bar and hides it 500 ms later (or cancels it if it never showed);
 * - a navigation that never completes is given up after `maxMs`.
 */
export const PROGRESS_SHOW_DELAY_MS = 200;
export const PROGRESS_DURATION_MS = 5_000;
export const PROGRESS_HIDE_DELAY_MS = 500;
export const PROGRESS_TICK_MS = 200;
export const PROGRESS_MAX_MS = 15_000;
export const PROGRESS_CEILING = 90;

export interface ProgressState {
  visible: boolean;
  /** 0–100. */
  value: number;
}

export const IDLE_PROGRESS: ProgressState = { visible: false, value: 0 };

/** Trickle curve: 0 → 90 % over the duration, quadratic ease-out. */
export function trickleValue(elapsedMs: number, durationMs = PROGRESS_DURATION_MS): number {
  const t = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return Math.round(PROGRESS_CEILING * (1 - (1 - t) * (1 - t)) * 10) / 10;
}

export interface TimerApi {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
  now: () => number;
}

const browserTimers: TimerApi = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

export interface ProgressController {
  start: () => void;
  done: () => void;
  dispose: () => void;
  readonly running: boolean;
}

export function createProgressController(
  onChange: (state: ProgressState) => void,
  timers: TimerApi = browserTimers,
): ProgressController {
  let running = false;
  let visible = false;
  let startedAt = 0;
  let showTimer: unknown;
  let tickTimer: unknown;
  let hideTimer: unknown;
  let maxTimer: unknown;

  const clearAll = () => {
    if (showTimer !== undefined) timers.clearTimeout(showTimer);
    if (tickTimer !== undefined) timers.clearInterval(tickTimer);
    if (hideTimer !== undefined) timers.clearTimeout(hideTimer);
    if (maxTimer !== undefined) timers.clearTimeout(maxTimer);
    showTimer = tickTimer = hideTimer = maxTimer = undefined;
  };

  const tick = () => onChange({ visible: true, value: trickleValue(timers.now() - startedAt) });

  const controller: ProgressController = {
    get running() {
      return running;
    },
    start() {
      if (running) return;
      clearAll();
      running = true;
      startedAt = timers.now();
      // A bar still fading out from the last navigation restarts from zero.
      if (visible) {
        visible = false;
        onChange(IDLE_PROGRESS);
      }
      showTimer = timers.setTimeout(() => {
        showTimer = undefined;
        visible = true;
        tick();
        tickTimer = timers.setInterval(tick, PROGRESS_TICK_MS);
      }, PROGRESS_SHOW_DELAY_MS);
      maxTimer = timers.setTimeout(() => controller.done(), PROGRESS_MAX_MS);
    },
    done() {
      if (!running) return;
      running = false;
      const wasVisible = visible;
      clearAll();
      if (!wasVisible) return;
      onChange({ visible: true, value: 100 });
      hideTimer = timers.setTimeout(() => {
        hideTimer = undefined;
        visible = false;
        onChange(IDLE_PROGRESS);
      }, PROGRESS_HIDE_DELAY_MS);
    },
    dispose() {
      running = false;
      clearAll();
    },
  };
  return controller;
}

/**
 * The link a click on the document follows when it is a same-tab navigation within this site (primary button, no
 * modifier, a link without target/download, same origin), with its URL and whether it stays on this page (same path
 * and query); null for any other click.
 */
export function internalNavigationTarget(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'>,
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
): { anchor: HTMLAnchorElement; url: URL; samePage: boolean } | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target as Element | null;
  const anchor = target && typeof target.closest === 'function' ? target.closest('a[href]') : null;
  if (!anchor || !(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download')) return null;
  const targetAttr = anchor.getAttribute('target');
  if (targetAttr && targetAttr !== '_self') return null;
  const site = siteUrlOf(anchor, location);
  return site && { anchor, ...site };
}

/** Where a link leads when it stays on this site, and whether that is this page (same path and query). */
export function siteUrlOf(
  anchor: HTMLAnchorElement,
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
): { url: URL; samePage: boolean } | null {
  let url: URL;
  try {
    url = new URL(anchor.href, location.origin);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  return { url, samePage: url.pathname === location.pathname && url.search === location.search };
}

/** True when a click on the document is a same-tab navigation to another page of this site. */
export function isInternalNavigationClick(
  event: Parameters<typeof internalNavigationTarget>[0],
  location: Parameters<typeof internalNavigationTarget>[1],
): boolean {
  const target = internalNavigationTarget(event, location);
  return target !== null && !target.samePage;
}
