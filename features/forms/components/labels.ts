import type { FormConsent } from '@/components/form/form-footer';
import type messages from '@/messages/es.json';
import { isLocale, localeTags } from '@/lib/i18n/locales';
import { parsePhoneIssue, phoneIssueText } from '@/lib/phone/issue';

/** Strings of `forms.errors` that only the server uses (request.ts answers with them translated). */
type ServerOnlyErrors = 'invalidCharacters' | 'invalidCharactersSummary';
type Forms = Omit<(typeof messages)['forms'], 'mail' | 'erasure' | 'errors'> & {
  errors: Omit<(typeof messages)['forms']['errors'], ServerOnlyErrors>;
};

/** The forms' strings as the client islands receive them (see form-labels.ts). */
export type FormLabels = Forms & {
  common: Forms['common'] & { counterOne: string; counterAnnounceOne: string };
};

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/**
 * A validation message: schema issues carry a key of `forms.errors`; a phone's (lib/phone/issue.ts) carries the
 * country expected and its example mobile, said with the country's name in the page's language; server errors
 * come translated.
 */
export function errorText(labels: { errors: object }, message: string | undefined, locale = 'es'): string | undefined {
  if (!message) return undefined;
  const errors = labels.errors as Record<string, unknown>;
  const phone = parsePhoneIssue(message);
  if (phone && typeof errors.phoneInvalid === 'string') {
    return phoneIssueText(errors.phoneInvalid, phone, isLocale(locale) ? localeTags[locale] : locale);
  }
  const known = errors[message];
  return typeof known === 'string' ? known : message;
}

/** "Te quedan 12 caracteres": the singular template for exactly one. */
export function remainingText(labels: FormLabels, remaining: number, announce = false, max = 0): string {
  const one = announce ? labels.common.counterAnnounceOne : labels.common.counterOne;
  const other = announce ? labels.common.counterAnnounce : labels.common.counter;
  return fill(remaining === 1 ? one : other, { count: remaining, max });
}

/** The label of a SPEC value (`values.topic.ServiciosAeroportuarios`). */
export function valueLabel(group: Record<string, string>, key: string): string {
  return group[key] ?? key;
}

/** The little the newsletter trigger and dialog need (they sit in every page's footer). */
export type NewsletterLabels = {
  newsletter: FormLabels['newsletter'];
  captcha: FormLabels['captcha'];
  fields: Pick<FormLabels['fields'], 'fullName' | 'email'>;
  common: Pick<FormLabels['common'], 'consent' | 'consentLink' | 'sending' | 'close' | 'retry'>;
  errors: Pick<
    FormLabels['errors'],
    | 'nameRequired'
    | 'nameTooLong'
    | 'emailRequired'
    | 'emailInvalid'
    | 'consentRequired'
    | 'captchaRequired'
    | 'network'
    | 'generic'
  >;
};

export function pickNewsletterLabels(labels: FormLabels): NewsletterLabels {
  const { fullName, email } = labels.fields;
  const { consent, consentLink, sending, close, retry } = labels.common;
  const { nameRequired, nameTooLong, emailRequired, emailInvalid, consentRequired, captchaRequired, network, generic } =
    labels.errors;
  return {
    newsletter: labels.newsletter,
    captcha: labels.captcha,
    fields: { fullName, email },
    common: { consent, consentLink, sending, close, retry },
    errors: {
      nameRequired,
      nameTooLong,
      emailRequired,
      emailInvalid,
      consentRequired,
      captchaRequired,
      network,
      generic,
    },
  };
}

/** The consent checkbox of every form: the same strings and the terms link, under its own id. */
export function consentOf(
  labels: { common: { consent: string; consentLink: string } },
  { id, termsHref, error, field }: { id: string; termsHref: string; error?: string; field: FormConsent['field'] },
): FormConsent {
  return { id, label: labels.common.consent, termsLabel: labels.common.consentLink, termsHref, error, field };
}
