/**
 * The taxi sign-in of SPEC §4 as pure functions: phone entry → code requested (the code field
 * shows, and name and email only when the server says `needsName`) → verified. The resend
 * button stays disabled through a visible 30-second countdown (SPEC §9).
 */

// The contract's limits (schemas.ts TAXI_LIMITS), repeated so the islands do not ship zod; a test keeps them equal.
export const DEFAULT_COUNTRY_CODE = '57';
export const RESEND_SECONDS = 30;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
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

export type FieldError = 'required' | 'digits' | 'length' | 'email';

/** Keeps digits only: pasted codes and phones may carry spaces, dashes or a leading '+'. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** SPEC §5: phone numeric, required, 10 to 15 digits. */
export function phoneError(phone: string): FieldError | null {
  const value = phone.trim();
  if (!value) return 'required';
  if (!/^\d+$/.test(value)) return 'digits';
  if (value.length < PHONE_MIN_DIGITS || value.length > PHONE_MAX_DIGITS) return 'length';
  return null;
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
