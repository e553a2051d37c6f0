/*
 * A phone field's validation message, said in any language by whoever shows it. The rule (./mobile.ts) runs
 * where the language may not be known (a zod schema shared by the client form and the route handler), so its
 * issue message is a token that carries what the field expects: `phoneInvalid|33|FR|06 12 34 56 78`
 * (key | calling code | region | example mobile). The route handlers and the forms turn it into a sentence
 * from their messages (`{country}`, `{example}`) with the country named in the reader's language.
 * No imports: the forms' first-load code reads it without libphonenumber.
 */

/** What a phone field expects. */
export interface PhoneExpectation {
  /** Digits without `+` (`33`); empty when unknown. */
  callingCode: string;
  /** ISO 3166 region named in the message (`FR`); undefined when several countries share the calling code. */
  region: string | undefined;
  /** An example mobile as it may be typed there (`06 12 34 56 78`, `+34 612 34 56 78`). */
  example: string | undefined;
}

export const PHONE_ISSUE_KEY = 'phoneInvalid';
const SEPARATOR = '|';

/** The issue message of an invalid phone number. */
export function phoneIssueMessage(expected: PhoneExpectation): string {
  return [PHONE_ISSUE_KEY, expected.callingCode, expected.region ?? '', expected.example ?? ''].join(SEPARATOR);
}

/** What a phone issue message says the field expects; undefined for any other message. */
export function parsePhoneIssue(message: string | undefined): PhoneExpectation | undefined {
  if (!message?.startsWith(`${PHONE_ISSUE_KEY}${SEPARATOR}`)) return undefined;
  const [, callingCode = '', region = '', example = ''] = message.split(SEPARATOR);
  return { callingCode, region: region || undefined, example: example || undefined };
}

const CALLING_CODE_ISSUE_KEY = 'callingCodeUnknown';

/** The issue message of a calling code that belongs to no country (`callingCodeUnknown|999`). */
export function callingCodeIssueMessage(callingCode: string): string {
  return [CALLING_CODE_ISSUE_KEY, callingCode].join(SEPARATOR);
}

/** The calling code a calling-code issue message names; undefined for any other message. */
export function parseCallingCodeIssue(message: string | undefined): string | undefined {
  if (!message?.startsWith(`${CALLING_CODE_ISSUE_KEY}${SEPARATOR}`)) return undefined;
  return message.slice(CALLING_CODE_ISSUE_KEY.length + SEPARATOR.length);
}

/** The message key of a validation message: `phoneInvalid` for a phone issue, else the message itself. */
export function issueKeyOf(message: string): string {
  return parsePhoneIssue(message) ? PHONE_ISSUE_KEY : message;
}

/** A region's name in a language (`FR` → "Francia" in es), or the code when the runtime cannot say it. */
export function regionName(region: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(region) ?? region;
  } catch {
    return region;
  }
}

/**
 * The values a message template fills: `{country}` ("Francia (+33)", or "+1" when several countries share the
 * code) and `{example}`.
 */
export function phoneIssueValues(expected: PhoneExpectation, locale: string): { country: string; example: string } {
  const code = expected.callingCode ? `+${expected.callingCode}` : '';
  const name = expected.region ? regionName(expected.region, locale) : '';
  const country = name && code ? `${name} (${code})` : name || code;
  return { country, example: expected.example ?? code };
}

/** Fills `{country}` and `{example}` of a template (the client forms' plain templates). */
export function phoneIssueText(template: string, expected: PhoneExpectation, locale: string): string {
  const values = phoneIssueValues(expected, locale);
  return template.replace(/\{(country|example)\}/g, (_, key: 'country' | 'example') => values[key]);
}
