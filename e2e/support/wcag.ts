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
    w.__wcag = { nameOf, isShown, interactiveIn, squash };
  }, INTERACTIVE);
}

type Helpers = {
  nameOf: (el: Element) => string;
  isShown: (el: Element) => boolean;
  interactiveIn: (scope: Element) => Element[];
  squash: (text: string | null | undefined) => string;
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
 * - links inside running text (an `a` whose parent `p`/`li` has other text): the "inline" exception;
 * - the points of the terminal plan (/mapas, `svg [data-poi]`): their place on the plan is the information
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
      return { width: right - left, height: bottom - top };
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
    const seen = new Set<Element>();
    for (const selector of scopes) {
      for (const scope of document.querySelectorAll(selector)) {
        for (const el of interactiveIn(scope)) {
          // A page's own <header> sits inside <main>: each element is reported once.
          if (seen.has(el)) continue;
          seen.add(el);
          if (el.closest('svg') && el.hasAttribute('data-poi')) continue;
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
          out.push(
            `${selector}: ${el.tagName.toLowerCase()} "${nameOf(el)}" is ${rect.width.toFixed(1)} × ${rect.height.toFixed(1)} px`,
          );
        }
      }
    }
    return out;
  }, scopes);
}

/**
 * Visible focus (2.4.7) in the header: Tab from the top of the page through every focusable element of the
 * header; each one must draw an outline or a box-shadow while it has keyboard focus. Returns the offenders
 * and the names of the elements reached.
 */
export async function headerFocusReport(
  page: Page,
): Promise<{ reached: string[]; offenders: string[]; missed: string[]; hidden: string[] }> {
  await installHelpers(page);
  // Start before the first element (the skip link comes first, then the header). Blurring is not enough:
  // Chromium keeps its focus navigation starting point, so focus a marker at the top of <body> instead.
  await page.evaluate(() => {
    const marker = document.createElement('span');
    marker.tabIndex = -1;
    marker.dataset.wcagStart = '';
    document.body.prepend(marker);
    marker.focus();
    window.scrollTo(0, 0);
  });
  const reached: string[] = [];
  const offenders: string[] = [];
  const hidden: string[] = [];
  let enteredHeader = false;
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(() => {
      const { nameOf } = (window as unknown as { __wcag: Helpers }).__wcag;
      const el = document.activeElement;
      if (!el || el === document.body) return { inHeader: false, name: '', visible: false, onScreen: '' };
      // The site header is the first <header>; a page's own header inside <main> is not part of it.
      const inHeader = Boolean(document.querySelector('header')?.contains(el));
      const style = getComputedStyle(el);
      const transparent = (color: string) => /rgba\(.*,\s*0\)$/.test(color) || color === 'transparent';
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      // Card links draw their ring on ::after.
      const after = getComputedStyle(el, '::after');
      const afterRing = after.content !== 'none' && after.outlineStyle !== 'none' && parseFloat(after.outlineWidth) > 0;
      // On screen and not covered: its box lies in the viewport and its centre hits it (or its label).
      const rect = el.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      let onScreen = '';
      if (rect.left < -1 || rect.right > width + 1)
        onScreen = `off screen (${Math.round(rect.left)}–${Math.round(rect.right)} px)`;
      else {
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        if (!hit || !(el.contains(hit) || hit.contains(el) || hit.closest('label')?.contains(el)))
          onScreen = `covered by ${hit ? `<${hit.tagName.toLowerCase()}> "${nameOf(hit)}"` : 'nothing'}`;
      }
      return { inHeader, name: nameOf(el), visible: outline || shadow || afterRing, onScreen };
    });
    if (!state.inHeader) {
      if (enteredHeader) break;
      continue;
    }
    enteredHeader = true;
    if (reached.includes(state.name)) break;
    reached.push(state.name);
    if (!state.visible) offenders.push(`"${state.name}" shows no focus indicator`);
    if (state.onScreen) hidden.push(`header control "${state.name}" is ${state.onScreen} when focused`);
  }
  await page.evaluate(() => document.querySelector('[data-wcag-start]')?.remove());
  const expected = await page.evaluate(() => {
    const { nameOf, interactiveIn } = (window as unknown as { __wcag: Helpers }).__wcag;
    const header = document.querySelector('header');
    if (!header) return [];
    return interactiveIn(header)
      .filter((el) => (el as HTMLElement).tabIndex >= 0 && !(el as HTMLButtonElement).disabled)
      .map(nameOf);
  });
  const missed = expected.filter((name) => !reached.includes(name));
  return { reached, offenders, missed, hidden };
}

/**
 * Resize text (1.4.4) at 200 %: the root font size is doubled (everything sized in rem follows, as with the
 * browser's text zoom). The page must not scroll sideways, every header control stays on screen, unhidden
 * and uncovered, and neither the header's text nor the main headings are cut off.
 */
export async function textResizeOffenders(page: Page): Promise<string[]> {
  await installHelpers(page);
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
  // Two frames: layout and the ResizeObserver callbacks the new size sets off have run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const out = await reflowOffenders(page);
  // Every header control, reached with Tab as a keyboard user would, is on screen and uncovered.
  const { hidden, missed } = await headerFocusReport(page);
  const header = await page.evaluate(() => {
    const { nameOf } = (window as unknown as { __wcag: Helpers }).__wcag;
    const problems: string[] = [];
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    // Text cut off: an element that hides its overflow yet holds more than it shows.
    const clipped = (el: Element) => {
      const style = getComputedStyle(el);
      const hides = (value: string) => value === 'hidden' || value === 'clip';
      return (
        (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
        (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
      );
    };
    const texts = [header, ...header.querySelectorAll('*'), ...document.querySelectorAll('main h1, main h2')];
    for (const el of texts) {
      if (!(el as HTMLElement).innerText?.trim()) continue;
      if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (clipped(el)) problems.push(`text cut off in <${el.tagName.toLowerCase()}> "${nameOf(el).slice(0, 40)}"`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return problems;
  });
  await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));
  return [...out, ...hidden, ...missed.map((name) => `header control "${name}" is not reached with Tab`), ...header];
}
