import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './lib/i18n/routing';
import { defaultLocale, isLocale, type Locale } from './lib/i18n/locales';
import { config as appConfig, pageCacheEnabled, serverOrigin } from './lib/config';
import {
  cachedPageResponse,
  fillTokenOf,
  isCacheableRequest,
  lookupPage,
  NOT_FOUND,
  pageCachePolicy,
} from './lib/page-cache';
import {
  isClientNavigationRequest,
  overRenderBudgetResponse,
  takeClientNavigationRender,
} from './lib/page-cache/render-budget';
import { matchPage, type RouteDef } from './lib/routes';
import { badRequest } from './lib/http/errors';
import { createNonce, resourceSecurityHeaders, securityHeaders } from './lib/security/headers';
import {
  isPreviewSession,
  PREVIEW_COOKIE,
  PREVIEW_SESSION_SECONDS,
  previewSessionToken,
} from './lib/security/preview-session';
import { secretsEqual } from './lib/security/secrets';
import { thirdPartySources } from './lib/security/third-party-sources';

/**
 * Next 16 calls this file `proxy.ts` (the commission calls it middleware.ts):
 * next-intl locale routing, the localised 404 for unknown paths, and security
 * headers with a fresh CSP nonce per request.
 */
const handleI18nRouting = createMiddleware(routing);

/** Locale and site path of a request path: '/en/vuelos' → ['en', '/vuelos']. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}`, prefixed: true };
  return { locale: defaultLocale, path: pathname, prefixed: false };
}

/**
 * The route of a page of the site (not the explicit /404 page, which must answer 404). A generic content page
 * (`/{slug}`, `/servicios/{pageSlug}`…: lib/routes.ts matchStoredPage) counts as one: its page answers 404 when the
 * store has none there, and the page cache turns that into the site's 404 page (NOT_FOUND below).
 */
function knownRoute(path: string): RouteDef | undefined {
  const match = matchPage(path);
  return match && !match.route.status404 ? match.route : undefined;
}

/**
 * Whether a path's percent-encodings decode (to UTF-8). Next answers one that does not (`%ED%A0%80`, `%C0%AF`, a
 * lone `%`) with a bare 500 in plain text, before any route and without the security headers, so the proxy
 * answers it first: a 400 in the API's error shape, or the site's 404 page (for a file's path too).
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The paths the first entry of config.matcher sends here; the others (files, `_next`) only with a `%`. */
function isPagePath(pathname: string): boolean {
  return !/^\/(api|_next|_vercel)/.test(pathname) && !pathname.slice(1).includes('.');
}

/** The API's answer to a path that does not decode: 400 in the error shape, with the API's headers. */
function undecodableApiPathResponse(): NextResponse {
  const message = 'The path is not valid: every % in it must begin an escape of UTF-8 text, such as %C3%A9.';
  const error = badRequest(message, undefined, 'invalid_path');
  const response = NextResponse.json(error.toBody(), { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const production = process.env.NODE_ENV === 'production';
  for (const [name, value] of Object.entries(resourceSecurityHeaders({ production }))) {
    response.headers.set(name, value);
  }
  return response;
}

/** Whether the request's URL carries the preview secret (`?secret=`, compared in constant time). */
function carriesSecret(request: NextRequest, secret: string | undefined): boolean {
  const given = request.nextUrl.searchParams.get('secret');
  return Boolean(secret && given) && secretsEqual(secret!, given);
}

/** Whether a request may see a route that requires the preview secret: its session cookie. */
function hasPreviewSession(request: NextRequest, secret: string | undefined): boolean {
  return isPreviewSession(secret, request.cookies.get(PREVIEW_COOKIE)?.value, Date.now());
}

/** The secret leaves the URL: the same page without it, and a session cookie (lib/security/preview-session.ts). */
function previewSessionRedirect(request: NextRequest, secret: string): NextResponse {
  const target = request.nextUrl.clone();
  target.searchParams.delete('secret');
  const response = NextResponse.redirect(target, 303);
  response.headers.set('Cache-Control', 'no-store');
  response.cookies.set(PREVIEW_COOKIE, previewSessionToken(secret, Date.now()), {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:',
    path: '/',
    maxAge: PREVIEW_SESSION_SECONDS,
  });
  return response;
}

export default async function proxy(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  const decodable = isDecodablePath(pathname);
  // The API, files and Next's own paths reach the proxy only with a `%` in them (config.matcher below).
  if (isApiPath(pathname)) return decodable ? NextResponse.next() : undecodableApiPathResponse();
  if (decodable && !isPagePath(pathname)) return NextResponse.next();
  // The page cache's own loopback render uses its token as the nonce (lib/page-cache).
  const fillToken = fillTokenOf(request);
  const nonce = fillToken ?? createNonce();
  const headers = securityHeaders({
    nonce,
    ...thirdPartySources(appConfig()),
    production: process.env.NODE_ENV === 'production',
    https: request.nextUrl.protocol === 'https:',
  });

  // Next reads the nonce for its own scripts from the request's CSP header.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy'] as string);

  const { locale, path, prefixed } = splitLocale(request.nextUrl.pathname);
  // A path that does not decode is no page or file of the site: the 404 page, before routing could decode it.
  const redirectsToUnprefixed = decodable && prefixed && locale === defaultLocale;
  const route = redirectsToUnprefixed || !decodable ? undefined : knownRoute(path);

  const policy = route && !fillToken && pageCacheEnabled() ? pageCachePolicy(route) : undefined;
  // A preview without its secret is the site's 404 page, rendered on the server (the page's own notFound()
  // would answer Next's client-rendered 404 shell: vercel/next.js#97000).
  const previewSecret = appConfig().PREVIEW_SECRET;
  if (route?.requiresSecret && carriesSecret(request, previewSecret)) {
    const redirect = previewSessionRedirect(request, previewSecret!);
    for (const [name, value] of Object.entries(headers)) redirect.headers.set(name, value);
    return redirect;
  }
  let notFoundInRoute = Boolean(route?.requiresSecret && !hasPreviewSession(request, previewSecret));
  // A cached page's payload past the render budget: the router loads the cached document instead.
  const overBudget =
    policy &&
    policy.seconds > 0 &&
    isClientNavigationRequest(request) &&
    !takeClientNavigationRender(appConfig().RSC_RENDERS_PER_SECOND, Date.now());
  if (overBudget) {
    const response = overRenderBudgetResponse();
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  }
  if (!notFoundInRoute && policy && policy.seconds > 0 && isCacheableRequest(request)) {
    const cached = await lookupPage(request, {
      ttlSeconds: policy.seconds,
      maxAgeSeconds: policy.maxAgeSeconds,
      origin: serverOrigin(),
      query: route!.query,
    });
    notFoundInRoute = cached === NOT_FOUND;
    if (cached && cached !== NOT_FOUND) {
      const response = cachedPageResponse(cached, nonce, request.method);
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
      return response;
    }
  }

  let response: NextResponse;
  // Unknown paths, and known routes whose page found no data (served as a server-rendered 404 page).
  if (!redirectsToUnprefixed && (!route || notFoundInRoute)) {
    const target = new URL(`/${locale}/http-404`, request.url);
    requestHeaders.set('X-NEXT-INTL-LOCALE', locale);
    response = NextResponse.rewrite(target, { status: 404, request: { headers: requestHeaders } });
  } else {
    response = handleI18nRouting(new NextRequest(request, { headers: requestHeaders }));
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages; and any path with a percent sign, to answer those that do not decode (isDecodablePath).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)', '/(.*%.*)'],
};
