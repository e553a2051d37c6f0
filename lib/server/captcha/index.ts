import 'server-only';
import { config, type AppConfig } from '../../config';
import { AppError, notFound, serviceUnavailable } from '../../http/errors';
import { getDb } from '../db';
import { logger } from '../log';
import { rememberedAppSecret } from '../app-secret';
import { clientIp, enforceRateLimits, rateLimitStore, type RateLimitStore } from '../rate-limit';
import { CAPTCHA_CHALLENGE_PATH, type PublicCaptcha } from '../../security/captcha';
import { createAltchaChallenge, verifyAltchaPayload, type AltchaSettings } from './altcha';

/*
 * Captcha adapter (ARCHITECTURE §3), chosen by CAPTCHA_PROVIDER (docs/security.md):
 * - `altcha`, the default: the embedded proof-of-work captcha (./altcha.ts), works offline, no third party;
 * - `recaptcha`: reCAPTCHA v2 (checkbox, SPEC §5) verified with Google's `siteverify` (secret, token,
 *   remote IP) and the answer's hostname checked against the site's; the default when its keys are set;
 * - `off`: no widget and no token asked (tests and benches; the server warns at start-up).
 */

export type CaptchaProvider = 'altcha' | 'recaptcha' | 'off';

export function captchaProvider(
  settings: Pick<AppConfig, 'CAPTCHA_PROVIDER' | 'RECAPTCHA_SITE_KEY'> = config(),
): CaptchaProvider {
  return settings.CAPTCHA_PROVIDER ?? (settings.RECAPTCHA_SITE_KEY ? 'recaptcha' : 'altcha');
}

/** What the browser needs to know to show the widget, or null when the captcha is off. */
export function publicCaptchaConfig(): PublicCaptcha | null {
  const settings = config();
  switch (captchaProvider(settings)) {
    case 'altcha':
      return { provider: 'altcha', challengeUrl: `${settings.NEXT_PUBLIC_API_BASE_URL}${CAPTCHA_CHALLENGE_PATH}` };
    case 'recaptcha':
      return { provider: 'recaptcha', siteKey: settings.RECAPTCHA_SITE_KEY! };
    default:
      return null;
  }
}

export interface CaptchaSettings {
  siteKey: string;
  secret: string;
  verifyUrl: string;
  /** Hostnames the widget may have been solved on (the site's). */
  hostnames: string[];
}

export type CaptchaVerdict =
  { ok: true } | { ok: false; reason: 'missing' | 'rejected' | 'hostname' | 'unavailable'; detail?: string };

/** reCAPTCHA's server settings, or null when reCAPTCHA is not the provider. */
export function captchaSettings(): CaptchaSettings | null {
  const settings = config();
  const { RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY, RECAPTCHA_VERIFY_URL, SITE_URL } = settings;
  if (captchaProvider(settings) !== 'recaptcha' || !RECAPTCHA_SITE_KEY || !RECAPTCHA_SECRET_KEY) return null;
  return {
    siteKey: RECAPTCHA_SITE_KEY,
    secret: RECAPTCHA_SECRET_KEY,
    verifyUrl: RECAPTCHA_VERIFY_URL,
    hostnames: [new URL(SITE_URL).hostname],
  };
}

/** ALTCHA's settings: the configured signing key, or one generated once and kept in the database. */
export async function altchaSettings(): Promise<AltchaSettings> {
  const { ALTCHA_HMAC_KEY, ALTCHA_COUNTER_MAX } = config();
  const hmacKey =
    ALTCHA_HMAC_KEY ??
    (await rememberedAppSecret(getDb(), 'altcha-hmac-key', () =>
      Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url'),
    ));
  return { hmacKey, counterMax: ALTCHA_COUNTER_MAX };
}

/**
 * Verifies a captcha token with the configured provider; with the captcha off every submission passes.
 * An ALTCHA payload is spent by its first use. A siteverify outage is `unavailable` (the caller answers
 * 503 so the visitor can retry, rather than losing the text).
 */
export async function verifyConfiguredCaptcha(
  token: string | undefined,
  remoteIp: string | undefined,
  store: RateLimitStore = rateLimitStore(),
): Promise<CaptchaVerdict> {
  switch (captchaProvider()) {
    case 'off':
      return { ok: true };
    case 'recaptcha':
      return verifyCaptcha(token, remoteIp);
    case 'altcha': {
      const verdict = await verifyAltchaPayload(token, await altchaSettings(), store, Date.now());
      if (verdict.ok) return verdict;
      return verdict.reason === 'missing'
        ? { ok: false, reason: 'missing' }
        : { ok: false, reason: 'rejected', detail: verdict.reason };
    }
  }
}

interface SiteverifyAnswer {
  success?: boolean;
  hostname?: string;
  'error-codes'?: string[];
}

/** Verifies a reCAPTCHA token with siteverify; without settings (not the provider) every token passes. */
export async function verifyCaptcha(
  token: string | undefined,
  remoteIp: string | undefined,
  settings: CaptchaSettings | null = captchaSettings(),
  fetchImpl: typeof fetch = fetch,
): Promise<CaptchaVerdict> {
  if (!settings) return { ok: true };
  if (!token) return { ok: false, reason: 'missing' };
  const body = new URLSearchParams({ secret: settings.secret, response: token });
  if (remoteIp && remoteIp !== 'unknown') body.set('remoteip', remoteIp);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetchImpl(settings.verifyUrl, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return { ok: false, reason: 'unavailable', detail: `siteverify HTTP ${response.status}` };
    answer = (await response.json()) as SiteverifyAnswer;
  } catch (error) {
    return { ok: false, reason: 'unavailable', detail: error instanceof Error ? error.message : String(error) };
  }
  if (!answer.success) return { ok: false, reason: 'rejected', detail: answer['error-codes']?.join(',') };
  if (answer.hostname && !settings.hostnames.includes(answer.hostname)) {
    return { ok: false, reason: 'hostname', detail: answer.hostname };
  }
  return { ok: true };
}

/** The words a refusal is told in (the caller's messages, in the request's language). */
export interface CaptchaMessages {
  required: string;
  rejected: string;
  unavailable: string;
}

/**
 * Lets the request through when its `captchaToken` passes, or throws: 400 `captcha_failed` on the
 * `captchaToken` field (missing, rejected, expired or already used), 503 with Retry-After when the
 * provider cannot be reached (the visitor retries; nothing they typed is lost).
 */
export async function requireCaptcha(token: unknown, request: Request, messages: CaptchaMessages): Promise<void> {
  const verdict = await verifyConfiguredCaptcha(typeof token === 'string' ? token : undefined, clientIp(request));
  if (verdict.ok) return;
  if (verdict.reason === 'unavailable') {
    logger('captcha').error({ detail: verdict.detail }, `verification unavailable: ${verdict.detail ?? ''}`);
    throw serviceUnavailable(messages.unavailable, { retryAfterSeconds: 30 });
  }
  const message = verdict.reason === 'missing' ? messages.required : messages.rejected;
  throw new AppError(400, 'captcha_failed', message, { fields: { captchaToken: message } });
}

/** Challenges one client may fetch per minute (a form needs one, a retry or an expiry another). */
export const CHALLENGES_PER_CLIENT_PER_MINUTE = 30;

/** The answer of GET /api/v2/captcha/challenge: a fresh signed challenge, never cached. */
export async function altchaChallengeResponse(request: Request): Promise<Response> {
  if (captchaProvider() !== 'altcha') throw notFound();
  await enforceRateLimits([
    { key: `captcha:challenge:${clientIp(request)}`, limit: CHALLENGES_PER_CLIENT_PER_MINUTE, windowSeconds: 60 },
  ]);
  const challenge = await createAltchaChallenge(await altchaSettings(), Date.now());
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
}
