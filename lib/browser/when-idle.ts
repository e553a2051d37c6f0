type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `callback` when the browser is idle (at the latest after `timeoutMs`), or after `fallbackMs`
 * where idle callbacks do not exist (Safari). Returns a function that cancels it. Used for work that
 * must never compete with the first paint: lazy islands, promos, analytics.
 */
export function whenIdle(callback: () => void, { timeoutMs = 4_000, fallbackMs = 1_500 } = {}): () => void {
  const w = window as IdleWindow;
  if (typeof w.requestIdleCallback === 'function') {
    const handle = w.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => w.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(timer);
}

/** Like `whenIdle`, but only once the page's load event has fired. */
export function whenIdleAfterLoad(callback: () => void, options?: Parameters<typeof whenIdle>[1]): () => void {
  if (document.readyState === 'complete') return whenIdle(callback, options);
  let cancelIdle = () => {};
  const onLoad = () => {
    cancelIdle = whenIdle(callback, options);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
