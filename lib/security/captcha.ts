/** The captcha as the browser sees it (docs/security.md): which widget to show, or null when it is off. */
export type PublicCaptcha = { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string };

/** Where the ALTCHA widget fetches a new challenge, under the API base (NEXT_PUBLIC_API_BASE_URL). */
export const CAPTCHA_CHALLENGE_PATH = '/v2/captcha/challenge';
