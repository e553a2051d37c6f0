import { config } from '../../config';

/*
 * Captcha adapter (ARCHITECTURE §3): off when no site key is configured (the client shows no widget and
 * the server asks for no token); otherwise reCAPTCHA v2 (checkbox) verified with Google's `siteverify`
 * (secret, token, remote IP) and the answer's hostname checked against the site's.
 */

export interface CaptchaSettings {
  siteKey: string;
  secret: string;
  verifyUrl: string;
  /** Hostnames the widget may have been solved on (the site's). */
  hostnames: string[];
}

export type CaptchaVerdict =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'rejected' | 'hostname' | 'unavailable'; detail?: string };

/** What the browser needs to know: the site key, or null when the captcha is off. */
export function publicCaptchaConfig(): { siteKey: string } | null {
  const { RECAPTCHA_SITE_KEY } = config();
  return RECAPTCHA_SITE_KEY ? { siteKey: RECAPTCHA_SITE_KEY } : null;
}

/** The server settings, or null when the captcha is off. */
export function captchaSettings(): CaptchaSettings | null {
  const { RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY, RECAPTCHA_VERIFY_URL, SITE_URL } = config();
  if (!RECAPTCHA_SITE_KEY || !RECAPTCHA_SECRET_KEY) return null;
  return {
    siteKey: RECAPTCHA_SITE_KEY,
    secret: RECAPTCHA_SECRET_KEY,
    verifyUrl: RECAPTCHA_VERIFY_URL,
    hostnames: [new URL(SITE_URL).hostname],
  };
}

interface SiteverifyAnswer {
  success?: boolean;
  hostname?: string;
  'error-codes'?: string[];
}

/**
 * Verifies a token. With the captcha off every submission passes. A siteverify outage is
 * `unavailable` (the caller answers 503 so the visitor can retry, rather than losing the text).
 */
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
