/**
 * The taxi sign-in of SPEC §4 as pure functions: phone entry → code requested (the code field
 * shows, and name and email only when the server says `needsName`) → verified. The resend
 * button stays disabled through a visible 30-second countdown (SPEC §9).
 */

// The contract's limits (schemas.ts TAXI_LIMITS), repeated so the islands do not ship zod; a test keeps them equal.
export const DEFAULT_COUNTRY_CODE = '57';
export const RESEND_SECONDS = 30;
/** The longest phone text the field keeps (TAXI_LIMITS.phoneInputMaxLength): digits with spaces or dashes. */
export const PHONE_INPUT_MAX_LENGTH = 30;
export const OTP_DIGITS = 6;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export type SignInStep = 'phone' | 'code';

export interface SignInState {
  step: SignInStep;
  needsName: boolean;
  /** Epoch ms when the last code was sent (the countdown starts there). */
  sentAt: number | null;
}

export const initialSignIn: SignInState = { step: 'phone', needsName: false, sentAt: null };

export type SignInAction = { type: 'code-sent'; needsName: boolean; at: number } | { type: 'change-phone' };

export function signInReducer(state: SignInState, action: SignInAction): SignInState {
  switch (action.type) {
    case 'code-sent':
      return { step: 'code', needsName: action.needsName, sentAt: action.at };
    case 'change-phone':
      return initialSignIn;
  }
}

/** Whole seconds left before a new code may be requested (0 when resend is allowed). */
export function resendSecondsLeft(sentAt: number | null, nowMs: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + RESEND_SECONDS * 1000 - nowMs) / 1000));
}

/** `invalid`: a phone that is no mobile of its country; `unknown`: a calling code of no country. */
export type FieldError = 'required' | 'digits' | 'length' | 'email' | 'invalid' | 'unknown';

/** Keeps digits only: pasted codes and phones may carry spaces, dashes or a leading '+'. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/**
 * What stays in the phone field as it is typed: digits, spaces, `+`, `-`, `.`, `/` and parentheses, at most 30
 * characters ("06 12 34 56 78" stays as the person writes it; the phone rule reads it).
 */
export function phoneTyping(value: string): string {
  return value.replace(/[^\d\s+().\-/]/g, '').slice(0, PHONE_INPUT_MAX_LENGTH);
}

/**
 * The phone's error before its country's rule: required. Whether it is a valid mobile of the calling code's
 * country (SPEC §5, read as every valid number and no invalid one: docs/taxi.md) is the phone rule's to say,
 * lib/phone/mobile.ts, which the form loads when first needed (./phone-rule.ts).
 */
export function phoneError(phone: string): FieldError | null {
  return phone.trim() ? null : 'required';
}

export function countryCodeError(code: string): FieldError | null {
  const value = code.trim();
  if (!value) return 'required';
  return /^\d{1,4}$/.test(value) ? null : 'digits';
}

/** SPEC §5: code required and numeric (the server sends 6 digits). */
export function codeError(code: string): FieldError | null {
  const value = code.trim();
  if (!value) return 'required';
  if (!/^\d+$/.test(value)) return 'digits';
  return value.length === OTP_DIGITS ? null : 'length';
}

export function nameError(name: string): FieldError | null {
  const value = name.trim();
  if (!value) return 'required';
  return value.length < NAME_MIN_LENGTH || value.length > NAME_MAX_LENGTH ? 'length' : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): FieldError | null {
  const value = email.trim();
  if (!value) return 'required';
  return EMAIL.test(value) && value.length <= EMAIL_MAX_LENGTH ? null : 'email';
}

export interface CodeFields {
  code: string;
  name: string;
  email: string;
}

/** Errors of the code step; name and email count only when the server asked for them. */
export function codeStepErrors(fields: CodeFields, needsName: boolean): Partial<Record<keyof CodeFields, FieldError>> {
  const errors: Partial<Record<keyof CodeFields, FieldError>> = {};
  const code = codeError(fields.code);
  if (code) errors.code = code;
  if (needsName) {
    const name = nameError(fields.name);
    const email = emailError(fields.email);
    if (name) errors.name = name;
    if (email) errors.email = email;
  }
  return errors;
}
