import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PROGRESS_CEILING,
  createProgressController,
  isInternalNavigationClick,
  trickleValue,
  type ProgressState,
} from './navigation-progress-controller';

describe('progress controller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const states: ProgressState[] = [];
    const controller = createProgressController((s) => states.push(s), {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id as number),
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (id) => clearInterval(id as number),
      now: () => Date.now(),
    });
    return { states, controller, last: () => states[states.length - 1] };
  }

  it('never shows for navigations faster than 200 ms', () => {
    const { states, controller } = setup();
    controller.start();
    vi.advanceTimersByTime(150);
    controller.done();
    vi.advanceTimersByTime(2000);
    expect(states).toEqual([]);
  });

  it('shows after 200 ms, trickles to 90 % over 5 s, fills and hides 500 ms after completion', () => {
    const { controller, last } = setup();
    controller.start();
    vi.advanceTimersByTime(199);
    expect(last()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(last()?.visible).toBe(true);
    vi.advanceTimersByTime(2_000);
    const mid = last()?.value ?? 0;
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(PROGRESS_CEILING);
    vi.advanceTimersByTime(6_000);
    expect(last()?.value).toBe(PROGRESS_CEILING);
    controller.done();
    expect(last()).toEqual({ visible: true, value: 100 });
    vi.advanceTimersByTime(499);
    expect(last()?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: false, value: 0 });
  });

  it('gives up on a navigation that never completes', () => {
    const { controller, last } = setup();
    controller.start();
    vi.advanceTimersByTime(16_000);
    expect(controller.running).toBe(false);
    expect(last()?.visible).toBe(false);
  });

  it('trickle curve is monotonic and capped', () => {
    expect(trickleValue(0)).toBe(0);
    expect(trickleValue(2_500)).toBeGreaterThan(trickleValue(1_000));
    expect(trickleValue(5_000)).toBe(PROGRESS_CEILING);
    expect(trickleValue(50_000)).toBe(PROGRESS_CEILING);
  });
});

describe('isInternalNavigationClick', () => {
  const location = { origin: 'http://localhost:3000', pathname: '/vuelos', search: '' };
  function click(html: string, init: Partial<MouseEvent> = {}) {
    document.body.innerHTML = html;
    const target = document.querySelector('[data-target]') as Element;
    return isInternalNavigationClick(
      {
        button: 0,
        metaKey: false,
        ctrlKey: false,
        shiftKey: false,
        altKey: false,
        defaultPrevented: false,
        target,
        ...init,
      },
      location,
    );
  }

  it('starts for a plain click on an internal link to another page', () => {
    expect(click('<a href="/en/vuelos"><span data-target>x</span></a>')).toBe(true);
    expect(click('<a data-target href="/vuelos?tipo=llegadas">x</a>')).toBe(true);
  });

  it('ignores new tabs, downloads, external links, hash links and modified clicks', () => {
    expect(click('<a data-target href="/faq" target="_blank">x</a>')).toBe(false);
    expect(click('<a data-target href="/x.pdf" download>x</a>')).toBe(false);
    expect(click('<a data-target href="https://example.com/">x</a>')).toBe(false);
    expect(click('<a data-target href="/vuelos#tabla">x</a>')).toBe(false);
    expect(click('<a data-target href="/faq">x</a>', { ctrlKey: true })).toBe(false);
    expect(click('<button data-target>x</button>')).toBe(false);
  });
});
