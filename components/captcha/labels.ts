import type es from '@/messages/es.json';

/** What a captcha widget shows (`forms.captcha` and the retry button), in the page's language. */
export type CaptchaLabels = {
  captcha: (typeof es)['forms']['captcha'];
  common: { retry: string };
};
