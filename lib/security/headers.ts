/**
 * Security headers and the nonce-based Content-Security-Policy sent with every page.
 * Kept free of Next imports so tests can check the policy directly.
 */

export interface SecurityOptions {
  nonce: string;
  production: boolean;
  /** Origins the page may connect to besides itself (API host, providers). */
  connectSources?: string[];
  /** Origins of images from elsewhere (the tracking pixel's CDN). */
  imageSources?: string[];
  /** Origins of third-party scripts loaded by the site's own (nonced) scripts. */
  scriptSources?: string[];
  /** Origins allowed to be framed (a chatbot provider's widget). */
  frameSources?: string[];
  https?: boolean;
}

const HSTS = 'max-age=63072000; includeSubDomains; preload';

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy({
  nonce,
  production,
  connectSources = [],
  imageSources = [],
  scriptSources = [],
  frameSources = [],
  https = false,
}: SecurityOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic' lets scripts loaded by trusted (nonced) scripts run, so Next's chunks load;
    // development needs eval for React's debugging features.
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...scriptSources,
      ...(production ? [] : ["'unsafe-eval'"]),
    ],
    // React style attributes and next/font need inline styles; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageSources],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectSources],
    'media-src': ["'self'"],
    // The reCAPTCHA v2 widget (forms) is an iframe from Google (or its alternate host recaptcha.net).
    'frame-src': [
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      'https://www.recaptcha.net/recaptcha/',
      ...frameSources,
    ],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export function securityHeaders(options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(self), geolocation=(self), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.production) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

/**
 * The security headers of everything the proxy does not answer (its matcher skips /api and files):
 * API responses, generated files (sitemap, robots, manifest, icons) and Next's static chunks. No script
 * policy (they are not pages), but no MIME sniffing, no referrer beyond the origin, HSTS in production,
 * and framing by the site's own pages only (the document viewer frames /api/v2/documents PDFs).
 */
export function resourceSecurityHeaders({ production }: { production: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': "frame-ancestors 'self'",
    'X-Frame-Options': 'SAMEORIGIN',
  };
  if (production) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}
