/** When and where the accessibility widget loads (SPEC §2, §9). */

export const WIDGET_DELAY_MS = 1000;

/** The header's accessibility button (a link to the statement until the widget takes it over). */
export const OPEN_TRIGGER_SELECTOR = '[data-a11y-open]';

const EXCLUDED = ['/dora', '/dora-traductora'];
const LOCALE_PREFIX = /^\/(en|fr|pt)(?=\/|$)/;

/** False on /dora and /dora-traductora in any locale (with or without a trailing slash). */
export function shouldLoadWidget(pathname: string | null): boolean {
  const path = (pathname ?? '/').replace(LOCALE_PREFIX, '').replace(/\/+$/, '') || '/';
  return !EXCLUDED.includes(path);
}
