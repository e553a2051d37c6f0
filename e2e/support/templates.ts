import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROUTES, samplePath, type Layout, type RouteDef } from '../../lib/routes';
import { E2E_PREVIEW_SECRET } from './e2e-server.mjs';

/**
 * The page templates of the site, derived from the route registry (lib/routes.ts) and the app/ tree, so a route
 * or a page module added tomorrow is in the WCAG matrix without editing it.
 *
 * A **template** is what renders a route's sample URL: the App Router page module Next resolves for its path
 * (route groups are transparent; a static segment wins over `[param]`, which wins over `[...rest]` and
 * `[[...rest]]`, as in Next), together with the route's layout (home, site, taxi, screen). Routes without a
 * page of their own fall to the catch-all `app/[locale]/[...path]/page.tsx` (the content page). The routes
 * whose sample is the 404 view (`/404`, and the content preview without its secret) render
 * `(site)/http-404`; the preview is visited with the e2e server's secret, so its own template is checked.
 * Each template is represented by its first visible route in registry order (a hidden one when it has no other).
 */

const APP_LOCALE_DIR = path.join(__dirname, '..', '..', 'app', '[locale]');

export interface Template {
  /** The page module, relative to app/[locale] (e.g. `(site)/vuelos/salidas/page.tsx`). */
  module: string;
  layout: Layout;
  /** The route that represents it, and the URL (no locale prefix) the matrix visits. */
  route: RouteDef;
  url: string;
  /** Every route of the registry rendered by this template. */
  routes: string[];
}

/** Every page module under app/[locale], as its path segments (route groups kept, to name the layout). */
function pageModules(dir = APP_LOCALE_DIR, prefix: string[] = []): string[][] {
  const out: string[][] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) out.push(...pageModules(path.join(dir, entry.name), [...prefix, entry.name]));
    else if (entry.name === 'page.tsx') out.push(prefix);
  }
  return out;
}

const isGroup = (segment: string) => /^\(.+\)$/.test(segment);

/** How specific a module segment is, as Next ranks them: static 0, `[x]` 1, `[...x]` 2, `[[...x]]` 3. */
function rank(segment: string): number {
  if (segment.startsWith('[[...')) return 3;
  if (segment.startsWith('[...')) return 2;
  if (segment.startsWith('[')) return 1;
  return 0;
}

/** Whether a module's (group-free) segments match a path's segments; its per-segment ranks when it does. */
function matchModule(pattern: string[], segments: string[]): number[] | undefined {
  const ranks: number[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i] as string;
    const r = rank(part);
    ranks.push(r);
    if (r === 3) return i === pattern.length - 1 ? ranks : undefined;
    if (r === 2) return i === pattern.length - 1 && segments.length > i ? ranks : undefined;
    const value = segments[i];
    if (value === undefined) return undefined;
    if (r === 0 && value !== part) return undefined;
  }
  return segments.length === pattern.length ? ranks : undefined;
}

const compareRanks = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? -1) - (b[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
};

/** The page module Next renders for a path without locale prefix (relative to app/[locale]). */
export function pageModuleOf(urlPath: string, modules = pageModules()): string | undefined {
  const segments = urlPath.split('/').filter(Boolean);
  let best: { module: string[]; ranks: number[] } | undefined;
  for (const candidate of modules) {
    const ranks = matchModule(
      candidate.filter((s) => !isGroup(s)),
      segments,
    );
    if (ranks && (!best || compareRanks(ranks, best.ranks) < 0)) best = { module: candidate, ranks };
  }
  return best ? [...best.module, 'page.tsx'].join('/') : undefined;
}

/** The URL a route's template is checked at: its sample path; the preview with the e2e server's secret. */
function visitUrl(route: RouteDef): string {
  const sample = samplePath(route);
  return route.requiresSecret ? `${sample}?secret=${E2E_PREVIEW_SECRET}` : sample;
}

/** Every template of the registry, in registry order of their representatives. */
export function templates(): Template[] {
  const modules = pageModules();
  const byModule = new Map<string, Template>();
  for (const route of ROUTES) {
    const pageModule = route.status404 ? '(site)/http-404/page.tsx' : pageModuleOf(samplePath(route), modules);
    if (!pageModule) throw new Error(`no page module renders ${route.path}`);
    const key = `${pageModule} · ${route.layout}`;
    const existing = byModule.get(key);
    if (existing) {
      existing.routes.push(route.path);
      // A visible route represents the template rather than a hidden one (a link or search result leads there).
      if (existing.route.hidden && !route.hidden) Object.assign(existing, { route, url: visitUrl(route) });
      continue;
    }
    byModule.set(key, { module: pageModule, layout: route.layout, route, url: visitUrl(route), routes: [route.path] });
  }
  return [...byModule.values()];
}
