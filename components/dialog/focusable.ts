const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

/** Elements of a container that Tab reaches, in DOM order (hidden and tabindex=-1 ones left out). */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    if (el.tabIndex < 0) return false;
    if (el.hasAttribute('inert') || el.closest('[inert]')) return false;
    if (el.closest('[hidden]')) return false;
    // display:none / visibility:hidden (computed styles exist in browsers and in jsdom for inline styles).
    const style = window.getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
    if (el.getClientRects().length === 0 && typeof window.matchMedia === 'function' && !isJsdom()) return false;
    return true;
  });
}

/** jsdom has no layout: every element reports empty client rects, so that check is skipped there. */
function isJsdom(): boolean {
  return typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent);
}
