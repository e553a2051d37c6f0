import {
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/mobile/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import type { PhoneExpectation } from './issue';

/*
 * The site's one rule for a mobile phone number (taxi sign-in, PQRS, contact, personal-data requests):
 * a number that libphonenumber's metadata says is a valid MOBILE number of its country, at that country's
 * real lengths (Spain 9 digits, Panama 8, Colombia 10…), typed with or without spaces, dashes, dots or
 * parentheses and with or without the national trunk prefix ("06 12 34 56 78" in France is +33 6 12 34 56 78).
 * Its canonical form is E.164 (`+33612345678`): what is stored, what SMS go to and what rate limits count.
 *
 * Metadata: libphonenumber-js's `mobile` set (≈24 kB gzip, its examples ≈1.5 kB), the smallest one that
 * knows which numbers are mobiles (`min` only knows lengths). Client code loads this module lazily, on the
 * form's first focus or submission (docs/forms.md, docs/taxi.md); the route handlers run the same function.
 * No zod here: the taxi island uses it without the schema library; the zod schemas (./schema.ts) wrap it.
 */

/** The longest text a phone field takes: 15 digits of E.164 plus room for spaces, dashes and a `+`. */
export const PHONE_INPUT_MAX_LENGTH = 30;

/** The country a number without `+` belongs to where a form has no country code field. */
export const HOME_REGION = 'CO';

/** A valid mobile number, canonical. */
export interface MobileNumber {
  /** `+33612345678`. */
  e164: string;
  /** Calling code, digits without `+` (`33`). */
  callingCode: string;
  /** National significant number: digits, no trunk prefix (`612345678`). */
  nationalNumber: string;
  /** ISO 3166 region (`FR`), when the number says it. */
  region: string | undefined;
  /** `+33 6 12 34 56 78`, to show to a person. */
  international: string;
}

export type MobileCheck =
  | { ok: true; number: MobileNumber }
  /** `empty`: nothing typed; `invalid`: not a mobile of the expected country; `callingCode`: no such calling code. */
  | { ok: false; problem: 'empty' | 'invalid' | 'callingCode'; expected: PhoneExpectation };

/** What a person may type: digits, spaces, `-`, `.`, `/`, parentheses, and one leading `+`. */
const TYPED = /^\+?[\d\s().\-/]+$/;

const callingCodes = metadata.country_calling_codes as Record<string, string[]>;

/** The regions that share a calling code (`1` → US, CA, …; `33` → FR), main one first; empty when unknown. */
export function regionsOfCallingCode(callingCode: string): string[] {
  const regions = callingCodes[callingCode] ?? [];
  // `001`: non-geographic codes (satellite, international freephone): no SMS sign-in there.
  return regions.filter((region) => region !== '001');
}

/** True when libphonenumber knows the calling code and it belongs to a country. */
export function isKnownCallingCode(callingCode: string): boolean {
  return regionsOfCallingCode(callingCode).length > 0;
}

/** The example mobile of a region as people there write it (`06 12 34 56 78`), or with its code. */
function exampleOf(region: string | undefined, international: boolean): string | undefined {
  if (!region) return undefined;
  const example = getExampleNumber(region as CountryCode, examples, metadata);
  if (!example) return undefined;
  return international ? example.formatInternational() : example.formatNational();
}

/**
 * What a field with a calling code expects: the country when the code has one (several countries share `+1`,
 * `+7`, `+44`: then none is named) and an example mobile of its main country, written as people there type it.
 */
export function expectationForCallingCode(callingCode: string): PhoneExpectation {
  const regions = regionsOfCallingCode(callingCode);
  return {
    callingCode,
    region: regions.length === 1 ? regions[0] : undefined,
    example: exampleOf(regions[0], false),
  };
}

/** What a field without a calling code expects for a region: its example written with `+` and the code. */
function expectationForRegion(region: string, international: boolean): PhoneExpectation {
  const example = getExampleNumber(region as CountryCode, examples, metadata);
  return {
    callingCode: example?.countryCallingCode ?? '',
    region,
    example: exampleOf(region, international),
  };
}

function canonical(number: PhoneNumber): MobileNumber {
  return {
    e164: number.number,
    callingCode: number.countryCallingCode,
    nationalNumber: number.nationalNumber,
    region: number.country,
    international: number.formatInternational(),
  };
}

/** With the `mobile` metadata, valid means valid as a mobile (or in a plan where the two are one, as +1's). */
function mobileOrUndefined(number: PhoneNumber | undefined): PhoneNumber | undefined {
  return number?.isValid() ? number : undefined;
}

/**
 * A number typed next to a calling code field (taxi sign-in, personal-data request): national form, with or
 * without the trunk prefix, or the whole number with `+` and the same calling code.
 */
export function checkMobileForCallingCode(typed: string, callingCode: string): MobileCheck {
  // Hostile input may reach here with other types (a JSON object): read as nothing.
  const text = typeof typed === 'string' ? typed.trim() : '';
  const code = typeof callingCode === 'string' ? callingCode.trim().replace(/^\+/, '') : '';
  if (!isKnownCallingCode(code)) {
    return {
      ok: false,
      problem: 'callingCode',
      expected: { callingCode: code, region: undefined, example: undefined },
    };
  }
  const expected = expectationForCallingCode(code);
  if (!text) return { ok: false, problem: 'empty', expected };
  if (text.length > PHONE_INPUT_MAX_LENGTH || !TYPED.test(text)) return { ok: false, problem: 'invalid', expected };
  // The main country of the code (US for +1): libphonenumber then finds the right one of those sharing it.
  const number = mobileOrUndefined(
    parsePhoneNumberFromString(
      text,
      { defaultCountry: regionsOfCallingCode(code)[0] as CountryCode, defaultCallingCode: code },
      metadata,
    ),
  );
  if (!number || number.countryCallingCode !== code) return { ok: false, problem: 'invalid', expected };
  return { ok: true, number: canonical(number) };
}

/**
 * A number typed in a field of its own (PQRS, contact): a Colombian mobile as Colombians write it, or any
 * country's mobile written with `+` and its calling code (`+34 612 34 56 78`).
 */
export function checkMobile(typed: string, homeRegion: string = HOME_REGION): MobileCheck {
  const text = typeof typed === 'string' ? typed.trim() : '';
  const international = text.startsWith('+');
  const home = expectationForRegion(homeRegion, false);
  if (!text) return { ok: false, problem: 'empty', expected: home };
  if (text.length > PHONE_INPUT_MAX_LENGTH || !TYPED.test(text))
    return { ok: false, problem: 'invalid', expected: home };
  const number = parsePhoneNumberFromString(text, homeRegion as CountryCode, metadata);
  const mobile = mobileOrUndefined(number);
  if (mobile) return { ok: true, number: canonical(mobile) };
  if (!international) return { ok: false, problem: 'invalid', expected: home };
  // "+34 …": the person chose a country by its code; the error shows that country's form.
  const code = number?.countryCallingCode ?? callingCodeTyped(text);
  const regions = code ? regionsOfCallingCode(code) : [];
  if (!code || regions.length === 0) return { ok: false, problem: 'invalid', expected: home };
  const region = number?.country ?? regions[0]!;
  return {
    ok: false,
    problem: 'invalid',
    expected: {
      callingCode: code,
      region: regions.length === 1 ? region : undefined,
      example: exampleOf(region, true),
    },
  };
}

/** The calling code a `+…` text starts with, when libphonenumber could not parse the rest. */
function callingCodeTyped(text: string): string | undefined {
  const digits = text.replace(/\D/g, '');
  for (let length = 1; length <= 3; length += 1) {
    const code = digits.slice(0, length);
    if (isKnownCallingCode(code)) return code;
  }
  return undefined;
}

/** E.164 of a valid mobile typed next to a calling code, or undefined. */
export function toE164(typed: string, callingCode: string): string | undefined {
  const check = checkMobileForCallingCode(typed, callingCode);
  return check.ok ? check.number.e164 : undefined;
}

/**
 * The forms a number may have been stored in before this rule (10 to 15 digits as typed, trunk prefix kept):
 * the national significant number and the national form's digits (`0612345678` in France). Legacy rows are
 * looked up by these and rewritten to the canonical form.
 */
export function legacyNationalForms(number: Pick<MobileNumber, 'e164' | 'nationalNumber'>): string[] {
  const parsed = parsePhoneNumberFromString(number.e164, metadata);
  const national = parsed?.formatNational().replace(/\D/g, '');
  return [...new Set([number.nationalNumber, ...(national ? [national] : [])])];
}

/** `+33 6 12 34 56 78` for an E.164 string (as it is when it does not parse). */
export function formatInternational(e164: string): string {
  return parsePhoneNumberFromString(e164, metadata)?.formatInternational() ?? e164;
}

/** The parts of a stored E.164 number (valid or not: stored numbers are taken as they are). */
export function partsOfE164(e164: string): MobileNumber | undefined {
  const number = parsePhoneNumberFromString(e164, metadata);
  return number ? canonical(number) : undefined;
}
