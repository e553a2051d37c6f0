import { z } from 'zod';
import { phoneIssueMessage } from './issue';
import { checkMobile, checkMobileForCallingCode, PHONE_INPUT_MAX_LENGTH, type MobileNumber } from './mobile';

/*
 * The zod side of the site's phone rule (./mobile.ts), shared by every phone field's schema: the taxi
 * sign-in and booking (features/taxi/schemas.ts), PQRS, contact and personal-data requests
 * (features/forms/schemas.ts). An invalid number's issue message is a phone issue token (./issue.ts), which
 * the route handlers and the forms say in the reader's language with the country's example mobile.
 */

/** The text of a phone field before its country is known: a string of at most 30 characters. */
export function phoneTextSchema(messages: { required: string; tooLong?: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(PHONE_INPUT_MAX_LENGTH, messages.tooLong ?? messages.required);
}

/**
 * A phone field of its own (no calling code field): a Colombian mobile, or any country's with `+` and its
 * code. Its output is the E.164 number (`+573001234567`).
 */
export function mobilePhoneSchema(messages: { required: string }) {
  return z.string({ error: messages.required }).transform((value, ctx) => {
    const check = checkMobile(value);
    if (check.ok) return check.number.e164;
    ctx.addIssue({
      code: 'custom',
      message: check.problem === 'empty' ? messages.required : phoneIssueMessage(check.expected),
    });
    return z.NEVER;
  });
}

export interface CallingCodePhoneOptions {
  /** The path of the calling code field an unknown code is said on. */
  callingCodePath: string;
  /** The message of an unknown calling code. */
  unknownCallingCode: string;
  /** The message of an empty phone field. */
  required: string;
  /** The path of the phone field (`phone`). */
  phonePath?: string;
}

/**
 * Checks a number typed next to a calling code inside an object schema's transform or refinement: the
 * canonical number, or undefined after adding the issue to the phone field (or to the calling code field).
 */
export function mobileForCallingCode(
  ctx: z.core.$RefinementCtx,
  typed: string,
  callingCode: string,
  options: CallingCodePhoneOptions,
): MobileNumber | undefined {
  const check = checkMobileForCallingCode(typed, callingCode);
  if (check.ok) return check.number;
  if (check.problem === 'callingCode') {
    ctx.addIssue({ code: 'custom', path: [options.callingCodePath], message: options.unknownCallingCode });
  } else {
    ctx.addIssue({
      code: 'custom',
      path: [options.phonePath ?? 'phone'],
      message: check.problem === 'empty' ? options.required : phoneIssueMessage(check.expected),
    });
  }
  return undefined;
}
