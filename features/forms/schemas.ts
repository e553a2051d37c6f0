import { z } from 'zod';
import { checkMobileForCallingCode } from '@/lib/phone/mobile';
import { mobileForCallingCode, mobilePhoneSchema } from '@/lib/phone/schema';
import {
  PQRS_REQUEST_TYPES,
  PQRS_TOPICS,
  PQRS_ESTABLISHMENT_TYPES,
  PQRS_AIRPORT_SERVICES,
  PQRS_INFRASTRUCTURE_ITEMS,
  TOPIC_FIELDS,
  PQRS_COMMENT_MAX,
  CONTACT_COMMENT_MAX,
  DATA_DETAILS_MAX,
  DATA_REQUEST_TYPES,
  type FormErrorKey,
} from './constants';

/*
 * The forms' contract, shared by the client forms (react-hook-form + zodResolver), the
 * route handlers and the tests (the client forms load them lazily: components/lazy-resolver.ts). Error messages are keys under `forms.errors` in messages/*.json
 * (SPEC §5's Spanish texts verbatim); `messageKeyOf` / the route translate them per locale.
 */

// The value lists, limits and error keys live in ./constants (no zod), which the client forms import
// without pulling the schemas' validation code into their pages' first-load JavaScript.
export * from './constants';

const trimmed = (max: number, required: FormErrorKey, tooLong: FormErrorKey) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

const nameField = trimmed(120, 'nameRequired', 'nameTooLong');
const emailField = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .max(254, { error: 'emailInvalid' })
  .pipe(z.email({ error: 'emailInvalid' }));

/**
 * A mobile number (lib/phone): a valid Colombian mobile, or any country's written with + and its code; spaces,
 * dashes, dots and parentheses are ignored. Its output is E.164 (`+573001234567`), what is stored and mailed.
 * SPEC §5's "10 to 15 digits" described the original form; what it meant is every valid number and no invalid
 * one (docs/forms.md). An invalid number's message is a phone issue token (`phoneInvalid|57|CO|321 1234567`):
 * the route and the form say it with the expected country's example mobile.
 */
const mobileField = (required: FormErrorKey) => mobilePhoneSchema({ required });

/** A checkbox: true only (a string 'true'/'on' from multipart counts). */
const consentField = z.preprocess(
  (v) => v === true || v === 'true' || v === 'on' || v === '1',
  z.literal(true, { error: 'consentRequired' }),
);

const captchaTokenField = z.string().trim().max(4000).optional();

const choice = <const T extends readonly [string, ...string[]]>(values: T, error: FormErrorKey) =>
  z.enum(values, { error });

/** A select that may be left empty ('' from the form counts as not chosen). */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, error: FormErrorKey) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(values, { error }).optional());

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The PQRS form (SPEC §3, §5). `photo` travels in multipart and is checked by the upload pipeline. */
export const pqrsSchema = z
  .object({
    requestType: choice(PQRS_REQUEST_TYPES, 'requestTypeRequired'),
    topic: choice(PQRS_TOPICS, 'topicRequired'),
    airline: optionalText(80),
    flightNumber: optionalText(10),
    establishmentType: optionalChoice(PQRS_ESTABLISHMENT_TYPES, 'establishmentTypeRequired'),
    airportService: optionalChoice(PQRS_AIRPORT_SERVICES, 'airportServiceRequired'),
    infrastructureItem: optionalChoice(PQRS_INFRASTRUCTURE_ITEMS, 'infrastructureItemRequired'),
    name: nameField,
    email: emailField,
    phone: mobileField('mobileRequired'),
    eventDate: z
      .string({ error: 'eventDateRequired' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'eventDateRequired' })
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'eventDateRequired' }),
    eventTime: z
      .string({ error: 'eventTimeRequired' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'eventTimeRequired' }),
    comment: trimmed(PQRS_COMMENT_MAX, 'commentRequired', 'commentTooLong'),
    consent: consentField,
    captchaToken: captchaTokenField,
  })
  .superRefine(
    (value, ctx) => {
      const need = (field: string, ok: boolean, error: FormErrorKey) => {
        if (!ok) ctx.addIssue({ code: 'custom', path: [field], message: error });
      };
      if (value.topic === 'Aerolineas') {
        need('airline', Boolean(value.airline), 'airlineRequired');
        need(
          'flightNumber',
          Boolean(value.flightNumber && /^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/i.test(value.flightNumber)),
          'flightNumberInvalid',
        );
      }
      if (value.topic === 'Establecimientos')
        need('establishmentType', Boolean(value.establishmentType), 'establishmentTypeRequired');
      if (value.topic === 'Servicios Aeroportuarios')
        need('airportService', Boolean(value.airportService), 'airportServiceRequired');
      if (value.topic === 'Infraestructura Aeroportuaria')
        need('infrastructureItem', Boolean(value.infrastructureItem), 'infrastructureItemRequired');
    },
    {
      // Run even when other fields are invalid, so the first step shows its topic field's message.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  )
  .transform((value) => {
    // Fields of another topic than the chosen one are dropped, so what is stored is coherent.
    const keep = new Set<string>(TOPIC_FIELDS[value.topic]);
    return {
      ...value,
      airline: keep.has('airline') ? value.airline : undefined,
      flightNumber: keep.has('flightNumber') ? value.flightNumber?.toUpperCase().replace(/\s+/g, '') : undefined,
      establishmentType: keep.has('establishmentType') ? value.establishmentType : undefined,
      airportService: keep.has('airportService') ? value.airportService : undefined,
      infrastructureItem: keep.has('infrastructureItem') ? value.infrastructureItem : undefined,
    };
  });
export type PqrsInput = z.input<typeof pqrsSchema>;
export type PqrsSubmission = z.output<typeof pqrsSchema>;

/** The contact form (SPEC §3, §5 messages). `channel` presets the sustainability inbox. */
export const contactSchema = z.object({
  fullName: nameField,
  email: emailField,
  mobile: mobileField('mobileRequired'),
  subject: trimmed(150, 'subjectRequired', 'subjectTooLong'),
  comment: trimmed(CONTACT_COMMENT_MAX, 'commentRequired', 'commentTooLong'),
  consent: consentField,
  channel: z.enum(['general', 'sustainability']).default('general'),
  captchaToken: captchaTokenField,
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactSubmission = z.output<typeof contactSchema>;

/** The newsletter modal: full name, email, consent. */
export const newsletterSchema = z.object({
  fullName: nameField,
  email: emailField,
  consent: consentField,
  captchaToken: captchaTokenField,
});
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterSubmission = z.output<typeof newsletterSchema>;

const HOME_CALLING_CODE = '57';
const PHONE_MESSAGES = {
  callingCodePath: 'phoneCountryCode',
  unknownCallingCode: 'countryCodeInvalid',
  required: 'phoneInvalid',
} as const;
/** A personal-data request (Ley 1581 de 2012). The phone, optional, is a mobile of the calling code's country. */
export const dataRequestSchema = z
  .object({
    fullName: nameField,
    email: emailField,
    phone: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined),
    phoneCountryCode: z
      .string()
      .optional()
      .transform((v) => (v ? v.replace(/^\+/, '').trim() : undefined))
      .pipe(
        z
          .string()
          .regex(/^\d{1,4}$/, { error: 'countryCodeInvalid' })
          .optional(),
      ),
    requestType: z.enum(DATA_REQUEST_TYPES, { error: 'dataRequestTypeRequired' }),
    details: trimmed(DATA_DETAILS_MAX, 'detailsRequired', 'commentTooLong'),
    consent: consentField,
    captchaToken: captchaTokenField,
  })
  .superRefine(
    (value, ctx) => {
      // The taxi sign-in's rule: a valid mobile of the calling code's country (Colombia when none is given).
      // It runs even when other fields failed (`when`): only a phone and a code that parsed as strings are read.
      const code: unknown = value.phoneCountryCode ?? HOME_CALLING_CODE;
      if (typeof value.phone === 'string' && value.phone && typeof code === 'string') {
        mobileForCallingCode(ctx, value.phone, code, PHONE_MESSAGES);
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((value) => {
    if (!value.phone) return { ...value, phone: undefined, phoneCountryCode: undefined };
    // Valid (checked above): stored as E.164, with its calling code.
    const check = checkMobileForCallingCode(value.phone, value.phoneCountryCode ?? HOME_CALLING_CODE);
    return check.ok ? { ...value, phone: check.number.e164, phoneCountryCode: check.number.callingCode } : value;
  });
export type DataRequestInput = z.input<typeof dataRequestSchema>;
export type DataRequestSubmission = z.output<typeof dataRequestSchema>;

/* ---------- Responses (the schemas live in response-schemas.ts: server and OpenAPI only) ---------- */

export type { DataRequestResponse, MessageResponse, PqrsResponse } from './response-schemas';

/** `{ field: key }` from a zod error: the first issue of each field wins. */
export function issueKeys(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '(root)';
    fields[path] ??= issue.message;
  }
  return fields;
}
