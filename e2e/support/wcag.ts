import type { Page } from '@playwright/test';

/**
 * WCAG 2.2 AA checks axe cannot make from the DOM alone: reflow (1.4.10), resize text (1.4.4),
 * target size (2.5.8) and a visible focus indicator (2.4.7). Each returns a list of offenders, one readable
 * line each (named by accessible name), so a failing test says what to fix.
 */

/** Everything a user can operate: links, buttons, fields, summaries and ARIA widgets. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Runs in the page: the helpers the checks share, installed once on `window.__wcag`. Kept as one function
 * so every check names elements the same way.
 */
async function installHelpers(page: Page) {
  await page.evaluate((interactive) => {
    const w = window as unknown as { __wcag?: unknown };
    if (w.__wcag) return;
    const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    /** A short accessible name: aria-labelledby, aria-label, label, alt, text, title, then the tag. */
    const nameOf = (el: Element): string => {
      const labelledBy = el.getAttribute('aria-labelledby');
      if (labelledBy) {
        const text = squash(
          labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent)
            .join(' '),
        );
        if (text) return text;
      }
      const aria = squash(el.getAttribute('aria-label'));
      if (aria) return aria;
      if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
        const label = squash(Array.from(el.labels ?? [], (l) => l.textContent).join(' '));
        if (label) return label;
      }
      const text = squash((el as HTMLElement).innerText ?? el.textContent);
      if (text) return text.slice(0, 60);
      const alt = squash(el.querySelector('img[alt], svg[aria-label]')?.getAttribute('alt'));
      if (alt) return alt;
      const title = squash(el.getAttribute('title'));
      if (title) return title;
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}>`;
    };
    /** Rendered and bigger than the 1 px box of visually hidden content (skip link, native inputs behind styled labels). */
    const isShown = (el: Element) => {
      if (!el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1;
    };
    const interactiveIn = (scope: Element) => Array.from(scope.querySelectorAll(interactive)).filter(isShown);
    /** Runs `callback` a task after the next frame (or after 500 ms, should no frame come), once. Callbacks run
     * in the order they were given. */
    const afterNextFrame = (callback: () => void) => {
      let done = false;
      const run = () => {
        if (done) return;
        done = true;
        callback();
      };
      requestAnimationFrame(() => setTimeout(run, 0));
      setTimeout(run, 500);
    };
    w.__wcag = { nameOf, isShown, interactiveIn, squash, interactiveSelector: interactive, afterNextFrame };
  }, INTERACTIVE);
}

type Helpers = {
  nameOf: (el: Element) => string;
  isShown: (el: Element) => boolean;
  interactiveIn: (scope: Element) => Element[];
  squash: (text: string | null | undefined) => string;
  interactiveSelector: string;
  afterNextFrame: (callback: () => void) => void;
};

/**
 * Reflow (1.4.10): the page itself never scrolls sideways, and the root does not hide what sticks out.
 * Content wider than the viewport is allowed only inside its own horizontal scroll container (data tables,
 * maps, carousels); anything else sticking out of the viewport is reported.
 */
export async function reflowOffenders(page: Page): Promise<string[]> {
  await installHelpers(page);
  return page.evaluate(() => {
    const { nameOf } = (window as unknown as { __wcag: Helpers }).__wcag;
    const root = document.scrollingElement as HTMLElement;
    const width = root.clientWidth;
    const out: string[] = [];
    if (root.scrollWidth > width + 1) out.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${width} px`);
    for (const el of [document.documentElement, document.body]) {
      const overflowX = getComputedStyle(el).overflowX;
      if (overflowX === 'hidden' || overflowX === 'clip')
        out.push(`<${el.tagName.toLowerCase()}> has overflow-x: ${overflowX}`);
    }
    const scrollsInside = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (/(auto|scroll|hidden|clip)/.test(style.overflowX)) return true;
        if (style.position === 'fixed') return true;
      }
      return false;
    };
    const seen = new Set<Element>();
    for (const el of document.querySelectorAll('body *')) {
      if (!(el instanceof HTMLElement || el instanceof SVGSVGElement)) continue;
      if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.right <= width + 1 && rect.left >= -1) continue;
      if (scrollsInside(el)) continue;
      // Report the outermost element only.
      if ([...seen].some((parent) => parent.contains(el))) continue;
      seen.add(el);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      out.push(
        `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${nameOf(el).slice(0, 40)}" spans ${Math.round(rect.left)}–${Math.round(rect.right)} px`,
      );
    }
    return out;
  });
}

/**
 * Target size (2.5.8): every visible interactive element of the header, main and footer is at least
 * 24 × 24 CSS px. What counts as the target, as WCAG defines it (the area that takes the click):
 * - a checkbox or radio together with its label (clicking the label operates it);
 * - a card link whose `::after` covers the card (styles/_mixins.scss `card-link`): the card.
 * Exempt, as WCAG allows:
 * - a smaller target whose 24 px circle, centred on it, meets no other target nor another small target's circle
 *   (the "spacing" exception);
 * - links inside running text (an `a` whose parent `p`/`li` has other text): the "inline" exception;
 * - the points and labelled units of the terminal plan (/mapas, `svg [data-poi]`, `svg [data-unit]`): their place
 *   on the plan is the information
 *   ("essential"), and the list view and the search of the same page offer every point as a large target.
 */
export async function smallTargets(page: Page, scopes = ['header', 'main', 'footer']): Promise<string[]> {
  await installHelpers(page);
  return page.evaluate((scopes) => {
    const { nameOf, interactiveIn, squash } = (window as unknown as { __wcag: Helpers }).__wcag;
    const union = (rects: DOMRect[]) => {
      const left = Math.min(...rects.map((r) => r.left));
      const top = Math.min(...rects.map((r) => r.top));
      const right = Math.max(...rects.map((r) => r.right));
      const bottom = Math.max(...rects.map((r) => r.bottom));
      return { left, top, right, bottom, width: right - left, height: bottom - top };
    };
    const targetOf = (el: Element) => {
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        const labels = Array.from(el.labels ?? []).filter((label) => label.getClientRects().length > 0);
        return union([el.getBoundingClientRect(), ...labels.map((label) => label.getBoundingClientRect())]);
      }
      const after = getComputedStyle(el, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        // The ::after is laid out against the nearest positioned box: the element itself or the card.
        for (let node: Element | null = el; node; node = node.parentElement) {
          if (getComputedStyle(node).position !== 'static') return node.getBoundingClientRect();
        }
      }
      return el.getBoundingClientRect();
    };
    const out: string[] = [];
    const small: { el: Element; selector: string; rect: ReturnType<typeof targetOf> }[] = [];
    const seen = new Set<Element>();
    for (const selector of scopes) {
      for (const scope of document.querySelectorAll(selector)) {
        for (const el of interactiveIn(scope)) {
          // A page's own <header> sits inside <main>: each element is reported once.
          if (seen.has(el)) continue;
          seen.add(el);
          if (el.closest('svg') && (el.hasAttribute('data-poi') || el.hasAttribute('data-unit'))) continue;
          const parent = el.parentElement;
          if (
            el.tagName === 'A' &&
            parent &&
            /^(P|LI)$/.test(parent.tagName) &&
            squash(parent.textContent) !== squash(el.textContent)
          )
            continue;
          const rect = targetOf(el);
          // 0.5 px of rounding (a 23.5 px box from a 1.5 line height) is not a miss.
          if (rect.width >= 23.5 && rect.height >= 23.5) continue;
          small.push({ el, selector, rect });
        }
      }
    }
    // The spacing exception: an undersized target passes when a 24 px circle centred on it meets no other target
    // and no other undersized target's circle.
    type Box = { left: number; top: number; right: number; bottom: number };
    const targets = interactiveIn(document.body).map((el) => ({ el, rect: targetOf(el) as Box }));
    const centre = (r: Box) => ({ x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 });
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
    for (const { el, selector, rect } of small) {
      const c = centre(rect);
      const crowded = targets.some((other) => {
        if (related(other.el, el)) return false;
        const dx = Math.max(other.rect.left - c.x, 0, c.x - other.rect.right);
        const dy = Math.max(other.rect.top - c.y, 0, c.y - other.rect.bottom);
        if (Math.hypot(dx, dy) < 12) return true;
        const undersized = small.some((s) => s.el === other.el);
        const o = centre(other.rect);
        return undersized && Math.hypot(o.x - c.x, o.y - c.y) < 24;
      });
      if (!crowded) continue;
      out.push(
        `${selector}: ${el.tagName.toLowerCase()} "${nameOf(el)}" is ${rect.width.toFixed(1)} × ${rect.height.toFixed(1)} px, too close to another target for the spacing exception`,
      );
    }
    return out;
  }, scopes);
}

/** What the page recorded for one key press of a focus walk (see `focusWalk`). */
interface FocusStop {
  /** Stable id of the focused element in this page (0 = outside the page: one of the walk's two sentinels). */
  id: number;
  name: string;
  /** Draws an outline, a box-shadow or a ring on a pseudo-element (or its label does, for a hidden native input). */
  indicator: boolean;
  /** Empty when the element can be seen; else why not (entirely behind a fixed/sticky box, off screen). */
  hidden: string;
  /**
   * Tab stops the element has inside itself: a date or time field takes one press per part (day, month, year,
   * the picker button) before focus leaves it, with the field itself focused all along.
   */
  parts: number;
  /** The first or the last element of the document's tab order (where focus wraps round). */
  edge: 'first' | 'last' | 'only' | '';
  /** Set once the indicator and the covering have been measured (a frame after the stop). */
  measured: boolean;
}

/** Frames a key press may take to move focus before the walk records that it stayed (a trap, or the only stop). */
const SETTLE_FRAMES = 3;

/**
 * Installs, once per document, a recorder of keyboard focus. After every Tab key press it waits for the focus
 * change the press should cause (its keyup, then up to SETTLE_FRAMES frames when focus has not moved yet),
 * notes the focused element, then, once the browser has scrolled it into view (a frame later), whether it draws
 * a focus indicator (2.4.7) and whether it is entirely hidden by author content: a fixed or sticky box on top of
 * every sample point of its visible area (2.4.11), or off screen.
 *
 * Focus never leaves the document. Two sentinels, at the start and the end of `<body>`, stand for the browser's
 * own interface: Tab past the last element lands on the end sentinel (recorded as a stop outside the page, id 0)
 * and the recorder moves focus to the start sentinel, so the next Tab reaches the first element, as it does in a
 * browser after its toolbar. Letting focus leave the page made the walk depend on the browser: headless Chromium
 * hands focus back to the page's first element on its own, at a moment of its choosing, which on a loaded machine
 * can come after the next key presses have moved on and pull focus back behind them (seen on a page of three stops
 * as a "keyboard trap" on its second link).
 */
async function installFocusRecorder(page: Page) {
  await installHelpers(page);
  await page.evaluate((settleFrames) => {
    const w = window as unknown as { __focusLog?: FocusStop[]; __focusRoot?: Element; __wcag: Helpers };
    // Once per document: a new one (a navigation, or `setContent`, which keeps the window but erases its
    // listeners) has a new root element.
    if (w.__focusLog && w.__focusRoot === document.documentElement) return;
    w.__focusRoot = document.documentElement;
    const log: FocusStop[] = [];
    w.__focusLog = log;
    const ids = new WeakMap<Element, number>();
    let next = 1;
    const { nameOf } = w.__wcag;
    const sentinel = (where: 'start' | 'end') => {
      const el = document.createElement('span');
      el.tabIndex = 0;
      el.dataset.wcagSentinel = where;
      el.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;overflow:hidden;opacity:0;';
      return el;
    };
    const start = sentinel('start');
    const end = sentinel('end');
    (w as unknown as { __focusSentinels: HTMLElement[] }).__focusSentinels = [start, end];
    /**
     * During a walk (its sentinels in the page), keeps them first and last in `<body>`: a portal may have been
     * appended since. Never moves the focused one.
     */
    const placeSentinels = () => {
      if (!start.isConnected && !end.isConnected) return;
      if (document.activeElement !== start && document.body.firstElementChild !== start) document.body.prepend(start);
      if (document.activeElement !== end && document.body.lastElementChild !== end) document.body.append(end);
    };
    const transparent = (color: string) => /rgba\(.*,\s*0\)$/.test(color) || color === 'transparent';
    const rings = (el: Element, pseudo?: string) => {
      const style = getComputedStyle(el, pseudo);
      if (pseudo && style.content === 'none') return false;
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || shadow;
    };
    const indicatorOf = (el: Element) => {
      if (rings(el) || rings(el, '::after') || rings(el, '::before')) return true;
      // A native checkbox or radio drawn by its label (the input itself visually hidden) shows focus on the label.
      const labels = el instanceof HTMLInputElement ? Array.from(el.labels ?? []) : [];
      return labels.some((label) => rings(label) || rings(label, '::before') || rings(label, '::after'));
    };
    /** The fixed or sticky box an element belongs to, if any. */
    const pinned = (el: Element | null) => {
      for (let node = el; node && node !== document.body; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    const hiddenOf = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const vw = document.documentElement.clientWidth;
      const vh = document.documentElement.clientHeight;
      if (rect.width === 0 && rect.height === 0) return '';
      const left = Math.max(rect.left, 0);
      const right = Math.min(rect.right, vw);
      const top = Math.max(rect.top, 0);
      const bottom = Math.min(rect.bottom, vh);
      if (right - left < 1 || bottom - top < 1)
        return `off screen (${Math.round(rect.left)},${Math.round(rect.top)} in ${vw}×${vh})`;
      // Nine points over the visible part: one that shows the element (or its label) means it is not hidden.
      const coverers = new Set<Element>();
      for (const fx of [0.1, 0.5, 0.9]) {
        for (const fy of [0.1, 0.5, 0.9]) {
          const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
          if (!hit) continue;
          if (el.contains(hit) || hit.contains(el) || hit.closest('label')?.contains(el)) return '';
          const labels = el instanceof HTMLInputElement ? Array.from(el.labels ?? []) : [];
          if (labels.some((label) => label.contains(hit))) return '';
          coverers.add(pinned(hit) ?? hit);
        }
      }
      const names = [...coverers].map((c) => {
        const position = getComputedStyle(c).position;
        const kind = position === 'fixed' || position === 'sticky' ? `${position} ` : '';
        return `${kind}<${c.tagName.toLowerCase()}> "${nameOf(c).slice(0, 30)}"`;
      });
      return `entirely covered by ${names.join(', ')}`;
    };
    /** The focused element, or null when focus is on the document or outside the page (a sentinel). */
    const focusedElement = () => {
      const el = document.activeElement;
      if (!el || el === document.body || el === document.documentElement) return null;
      return el === start || el === end ? null : el;
    };
    const record = () => {
      const el = document.activeElement;
      const outside = el === start || el === end;
      const focused = focusedElement();
      // The document's tab order, roughly: focusable, rendered, not disabled, not inert, not a sentinel.
      const order = focused
        ? Array.from(document.querySelectorAll<HTMLElement>(w.__wcag.interactiveSelector)).filter(
            (node) =>
              node.tabIndex >= 0 &&
              !node.dataset.wcagSentinel &&
              !(node as HTMLButtonElement).disabled &&
              !node.closest('[inert]') &&
              node.checkVisibility({ checkVisibilityCSS: true }),
          )
        : [];
      if (focused && !ids.has(focused)) ids.set(focused, next++);
      const stop: FocusStop = {
        id: focused ? (ids.get(focused) as number) : 0,
        name: focused ? nameOf(focused) : outside ? '(outside the page)' : '(document)',
        indicator: true,
        hidden: '',
        edge: !focused
          ? ''
          : order.length === 1 && order[0] === focused
            ? 'only'
            : order[0] === focused
              ? 'first'
              : order.at(-1) === focused
                ? 'last'
                : '',
        parts:
          focused instanceof HTMLInputElement && /^(date|time|datetime-local|month|week)$/.test(focused.type) ? 5 : 1,
        measured: !focused,
      };
      log.push(stop);
      // Past the end (or, backwards, the start): the next press comes back in from the other side.
      if (el === end) start.focus({ preventScroll: true });
      else if (el === start) end.focus({ preventScroll: true });
      if (!focused) return;
      // The browser scrolls a newly focused element into view after the focus events, by the next frame at the
      // latest: measure once that frame is done (a task later alone was too soon on a loaded machine).
      w.__wcag.afterNextFrame(() => {
        if (document.activeElement === focused) {
          stop.indicator = indicatorOf(focused);
          stop.hidden = hiddenOf(focused);
        }
        stop.measured = true;
      });
    };
    let before: Element | null = null;
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Tab') return;
        placeSentinels();
        before = document.activeElement;
      },
      true,
    );
    window.addEventListener(
      'keyup',
      (event) => {
        if (event.key !== 'Tab') return;
        // Focus moves during the keydown; a page may move it again a moment later (a menu that opens). Wait a few
        // frames for the change before recording that focus stayed where it was.
        let frames = 0;
        const settle = () => {
          if (document.activeElement !== before || frames >= settleFrames) return record();
          frames += 1;
          requestAnimationFrame(settle);
        };
        settle();
      },
      true,
    );
  }, SETTLE_FRAMES);
}

/**
 * Puts the walk's sentinels at the start and the end of `<body>` and focuses one of them: the sequential focus
 * navigation starting point at the top (or the end) of the document. The log starts empty.
 */
async function focusStart(page: Page, where: 'top' | 'end') {
  await page.evaluate((where) => {
    const w = window as unknown as { __focusLog: FocusStop[]; __focusSentinels: HTMLElement[] };
    const [start, end] = w.__focusSentinels as [HTMLElement, HTMLElement];
    document.body.prepend(start);
    document.body.append(end);
    (where === 'top' ? start : end).focus({ preventScroll: true });
    window.scrollTo(0, where === 'top' ? 0 : document.documentElement.scrollHeight);
    w.__focusLog.length = 0;
  }, where);
}

/** `#id edge "name"` for each stop (#0 is outside the page). */
function describeStops(stops: FocusStop[]): string {
  return stops.map((s) => `#${s.id}${s.edge ? ` ${s.edge}` : ''} "${s.name.slice(0, 30)}"`).join(' → ');
}

/**
 * Presses a key and waits until the recorder has recorded and measured its stop, the `index`th since the walk's
 * start (at most 2 s: a stop that never comes is then missing from the log, which the judge reports), so no press
 * starts before the last one settled.
 */
async function pressAndSettle(page: Page, key: 'Tab' | 'Shift+Tab', index: number) {
  await page.keyboard.press(key);
  await page.evaluate(
    (index) =>
      new Promise<void>((resolve) => {
        const log = (window as unknown as { __focusLog: FocusStop[] }).__focusLog;
        let waiting = true;
        const giveUp = setTimeout(() => (waiting = false), 2_000);
        const check = () => {
          if (!log[index]?.measured && waiting) return void setTimeout(check, 4);
          clearTimeout(giveUp);
          resolve();
        };
        check();
      }),
    index,
  );
}

/** Presses `key` `count` times, each once the last one has settled (`offset`: stops already in the log). */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', count: number, offset = 0): Promise<void> {
  for (let i = 0; i < count; i++) await pressAndSettle(page, key, offset + i);
}

async function readLog(page: Page): Promise<FocusStop[]> {
  return page.evaluate(() => (window as unknown as { __focusLog: FocusStop[] }).__focusLog.slice());
}

export interface FocusWalkReport {
  /** Distinct elements reached. */
  reached: number;
  /** One line per problem: no focus indicator, hidden when focused, focus stuck or cycling, Shift+Tab astray. */
  problems: string[];
}

/**
 * Tabs through the page as a keyboard user does and reports WCAG 2.4.7 (focus visible), 2.4.11 (focus not
 * obscured: never entirely behind the sticky header, the chat launcher or any other fixed box) and 2.1.2 (no
 * keyboard trap):
 * - from the top of the document, `forward` presses of Tab, then `back` presses of Shift+Tab;
 * - from the end of the document (the chat launcher, the footer), `fromEnd` presses of Shift+Tab.
 * Focus must move on every press (never stay on one element) and may come back to an element it has left only by
 * going round the whole document (its last element to its first, or out of the page), never in a shorter loop.
 */
export async function focusWalk(page: Page, { forward = 24, back = 6, fromEnd = 8 } = {}): Promise<FocusWalkReport> {
  await installFocusRecorder(page);
  const problems = new Set<string>();
  const reached = new Set<number>();
  const judge = (stops: FocusStop[], direction: string) => {
    stops.forEach((stop, i) => {
      if (stop.id === 0) return;
      reached.add(stop.id);
      if (!stop.indicator) problems.add(`"${stop.name}" shows no focus indicator (2.4.7)`);
      if (stop.hidden) problems.add(`"${stop.name}" is ${stop.hidden} when focused (2.4.11)`);
      const previous = stops[i - 1];
      let run = 1;
      while (stops[i - run]?.id === stop.id) run += 1;
      // The page's only focusable element keeps focus, as it should.
      if (run > stop.parts && stop.edge !== 'only')
        problems.add(`${direction}: focus stays on "${stop.name}" (2.1.2 keyboard trap)`);
      // Back to an element already visited without going round the document (out of the page and in again):
      // a loop that holds focus in a part of the page.
      const seenAt = stops
        .slice(0, i)
        .map((s) => s.id)
        .lastIndexOf(stop.id);
      const wrapped = stops.slice(seenAt, i).some((s) => s.id === 0 || s.edge === 'only');
      if (seenAt >= 0 && !wrapped && previous?.id !== stop.id)
        problems.add(
          `${direction}: focus loops back to "${stop.name}" after ${i - seenAt} stops without leaving the page (2.1.2 keyboard trap)`,
        );
    });
  };

  await focusStart(page, 'top');
  await walk(page, 'Tab', forward);
  await walk(page, 'Shift+Tab', back, forward);
  const fromTheTop = await readLog(page);
  judge(fromTheTop.slice(0, forward), 'Tab');
  // Shift+Tab back must not get stuck or loop either (judged as the forward walk). Whether it retraces exactly the
  // same elements is not asserted: a link the page inserts between the two walks (a lazily shown one) moves it.
  judge(fromTheTop.slice(forward - 1), 'Shift+Tab');
  if (fromTheTop.length < forward + back)
    problems.add(`${forward + back - fromTheTop.length} key presses recorded no stop`);

  await focusStart(page, 'end');
  await walk(page, 'Shift+Tab', fromEnd);
  const fromTheEnd = await readLog(page);
  judge(fromTheEnd, 'Shift+Tab from the end');
  if (fromTheEnd.length < fromEnd) problems.add(`${fromEnd - fromTheEnd.length} key presses recorded no stop`);
  // A failure shows the stops as recorded, so one seen once on a loaded machine can be read afterwards.
  if (problems.size) {
    problems.add(`the walk from the top: ${describeStops(fromTheTop)}`);
    problems.add(`the walk from the end: ${describeStops(fromTheEnd)}`);
  }

  await page.evaluate(() => {
    (window as unknown as { __focusSentinels: HTMLElement[] }).__focusSentinels.forEach((sentinel) =>
      sentinel.remove(),
    );
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  return { reached: reached.size, problems: [...problems] };
}

/**
 * Resize text (1.4.4) at 200 %: the root font size is doubled (everything sized in rem follows, as with the
 * browser's text-size setting and the widget). Then:
 * - the page does not scroll sideways (the reflow check at the current width);
 * - every control of the site header is on screen and not covered once scrolled to (its centre shows it);
 * - no text of the chrome (site header, footer) nor of the main headings is cut off: an element that hides its
 *   overflow yet holds more than it shows;
 * - no two pieces of text of the chrome overlap: the line boxes of different text nodes (Range client rects)
 *   intersect by more than a quarter of the smaller one's height and 2 px of width.
 */
export async function textResizeOffenders(page: Page): Promise<string[]> {
  await installHelpers(page);
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
  // Two frames: layout and the ResizeObserver callbacks the new size sets off have run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const out = await reflowOffenders(page);
  const chrome = await page.evaluate(() => {
    const { nameOf, interactiveIn } = (window as unknown as { __wcag: Helpers }).__wcag;
    const problems: string[] = [];
    const header = document.querySelector('body header');
    const footer = [...document.querySelectorAll('body footer')].at(-1) ?? null;
    const scopes = [header, footer].filter((el): el is Element => el !== null);

    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const clipped = (el: Element) => {
      const style = getComputedStyle(el);
      return (
        (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
        (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
      );
    };
    const shown = (el: Element) => {
      if (!el.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true })) return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1;
    };
    const texts = [
      ...scopes.flatMap((s) => [s, ...s.querySelectorAll('*')]),
      ...document.querySelectorAll('main h1, main h2'),
    ];
    for (const el of texts) {
      if (!(el as HTMLElement).innerText?.trim() || !shown(el)) continue;
      if (clipped(el)) problems.push(`text cut off in <${el.tagName.toLowerCase()}> "${nameOf(el).slice(0, 40)}"`);
    }

    // Overlapping text: the line boxes of each visible text node of the chrome.
    type Box = { node: number; name: string; rect: DOMRect };
    const boxes: Box[] = [];
    let node = 0;
    for (const scope of scopes) {
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement;
        if (!text.textContent?.trim() || !parent || !shown(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        node += 1;
        // Only the part its overflow-clipping ancestors show (a scrolled row of links hides the rest).
        let clip = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
        for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
          if (getComputedStyle(el).overflow === 'visible') continue;
          const r = el.getBoundingClientRect();
          clip = {
            left: Math.max(clip.left, r.left),
            top: Math.max(clip.top, r.top),
            right: Math.min(clip.right, r.right),
            bottom: Math.min(clip.bottom, r.bottom),
          };
        }
        for (const line of range.getClientRects()) {
          const rect = DOMRect.fromRect({
            x: Math.max(line.left, clip.left),
            y: Math.max(line.top, clip.top),
            width: Math.min(line.right, clip.right) - Math.max(line.left, clip.left),
            height: Math.min(line.bottom, clip.bottom) - Math.max(line.top, clip.top),
          });
          if (rect.width > 1 && rect.height > 1) boxes.push({ node, name: text.textContent.trim().slice(0, 30), rect });
        }
      }
    }
    const reported = new Set<string>();
    for (let i = 0; i < boxes.length; i++) {
      const a = boxes[i] as Box;
      for (let j = i + 1; j < boxes.length; j++) {
        const b = boxes[j] as Box;
        if (a.node === b.node) continue;
        const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (w > 2 && h > Math.min(a.rect.height, b.rect.height) / 4) {
          const line = `text "${a.name}" overlaps "${b.name}"`;
          if (!reported.has(line)) problems.push(line);
          reported.add(line);
        }
      }
    }

    for (const el of header ? interactiveIn(header) : []) {
      if ((el as HTMLElement).tabIndex < 0) continue;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const rect = el.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      if (rect.left < -1 || rect.right > width + 1) {
        problems.push(
          `header control "${nameOf(el)}" is off screen (${Math.round(rect.left)}–${Math.round(rect.right)} px)`,
        );
        continue;
      }
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!hit || !(el.contains(hit) || hit.contains(el) || hit.closest('label')?.contains(el)))
        problems.push(
          `header control "${nameOf(el)}" is covered by ${hit ? `<${hit.tagName.toLowerCase()}> "${nameOf(hit).slice(0, 30)}"` : 'nothing'}`,
        );
    }
    window.scrollTo(0, 0);
    return problems;
  });
  await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));
  return [...out, ...chrome];
}
