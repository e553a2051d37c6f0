// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/tests/render';
import { errorText } from './components/labels';
import {
  contactSchema,
  dataRequestSchema,
  issueKeys,
  newsletterSchema,
  optionKey,
  PQRS_AIRPORT_SERVICES,
  PQRS_ESTABLISHMENT_TYPES,
  PQRS_INFRASTRUCTURE_ITEMS,
  PQRS_REQUEST_TYPES,
  PQRS_TOPICS,
  pqrsSchema,
} from './schemas';

/** The messages a failed parse shows, in a locale (what the client and the API show). */
function messages(
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  value: unknown,
  locale: 'es' | 'en',
) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors = (messagesFor(locale).forms as { errors: Record<string, string> }).errors;
  // As the forms say them (errorText): a key of forms.errors, or a phone issue with its country's example.
  return Object.fromEntries(
    Object.entries(issueKeys(result.error as never)).map(([field, key]) => [field, errorText({ errors }, key, locale)]),
  );
}

describe('contact schema', () => {
  it('shows SPEC §5 messages verbatim in Spanish for every empty field', () => {
    expect(
      messages(contactSchema, { fullName: '', email: '', mobile: '', subject: '', comment: '', consent: false }, 'es'),
    ).toEqual({
      fullName: 'Ingresa el nombre',
      email: 'Ingresa un correo electrónico',
      mobile: 'Ingresa el celular',
      subject: 'Ingresa el asunto',
      comment: 'Ingresa un comentario',
      consent: 'Debe aceptar los terminos',
    });
  });

  it('shows them in English on an English page', () => {
    expect(messages(contactSchema, {}, 'en')).toEqual({
      fullName: 'Enter your name',
      email: 'Enter an email address',
      mobile: 'Enter your mobile number',
      subject: 'Enter the subject',
      comment: 'Enter a comment',
      consent: 'You must accept the terms',
    });
  });

  it('checks the email format and the phone (a valid mobile: lib/phone), and keeps it as E.164', () => {
    expect(
      messages(
        contactSchema,
        { fullName: 'Ana', email: 'ana@', mobile: '12345', subject: 'x', comment: 'y', consent: true },
        'es',
      ),
    ).toEqual({
      email: 'Ingresa un correo electrónico válido, por ejemplo nombre@correo.com',
      mobile: 'Ingresa un celular válido de Colombia (+57), por ejemplo 321 1234567',
    });
    const ok = contactSchema.parse({
      fullName: ' Ana ',
      email: 'ana@example.com',
      mobile: '+57 300-123-4567',
      subject: 'x',
      comment: 'y',
      consent: 'on',
    });
    expect(ok).toMatchObject({ fullName: 'Ana', mobile: '+573001234567', consent: true, channel: 'general' });
  });
});

describe('PQRS schema', () => {
  const base = {
    requestType: 'Peticion',
    topic: 'Otros',
    name: 'Ana',
    email: 'ana@example.com',
    phone: '3001234567',
    eventDate: '2026-11-20',
    eventTime: '08:15',
    comment: 'Hola',
    consent: true,
  };

  it('keeps SPEC §5 value lists verbatim', () => {
    expect(PQRS_REQUEST_TYPES).toEqual(['Felicitacion', 'Peticion', 'Queja']);
    expect(PQRS_TOPICS).toEqual([
      'Aerolineas',
      'Establecimientos',
      'Servicios Aeroportuarios',
      'Infraestructura Aeroportuaria',
      'Otros',
    ]);
    expect(PQRS_ESTABLISHMENT_TYPES).toEqual([
      'Casas de cambio',
      'Restaurantes',
      'Tiendas y Locales',
      'Cajeros eletrónicos',
    ]);
    expect(PQRS_AIRPORT_SERVICES).toEqual([
      'wifi',
      'Transporte Publico',
      'Calidad del Servicio',
      'Seguridad',
      'Carnetizacion',
      'Sanidad Aeroportuaria',
      'Oratorio',
      'Salas VIP',
    ]);
    expect(PQRS_INFRASTRUCTURE_ITEMS).toEqual([
      'Sillas',
      'Baños',
      'Toma corrientes',
      'Parqueaderos',
      'Señalizacion',
      'Bandas de equipaje',
      'Pantallas de Informacion',
      'Altavoces',
    ]);
  });

  it('has a label for every value in every locale', () => {
    for (const locale of ['es', 'en', 'fr', 'pt'] as const) {
      const values = (messagesFor(locale).forms as { values: Record<string, Record<string, string>> }).values;
      for (const [group, list] of Object.entries({
        requestType: PQRS_REQUEST_TYPES,
        topic: PQRS_TOPICS,
        establishmentType: PQRS_ESTABLISHMENT_TYPES,
        airportService: PQRS_AIRPORT_SERVICES,
        infrastructureItem: PQRS_INFRASTRUCTURE_ITEMS,
      })) {
        for (const value of list) expect(values[group]?.[optionKey(value)], `${locale} ${group} ${value}`).toBeTruthy();
      }
    }
  });

  it('requires consent (same message) and limits the comment to 2000 characters', () => {
    expect(messages(pqrsSchema, { ...base, consent: false, comment: 'x'.repeat(2001) }, 'es')).toEqual({
      consent: 'Debe aceptar los terminos',
      comment: 'El texto puede tener hasta 2000 caracteres',
    });
    expect(pqrsSchema.safeParse({ ...base, comment: 'x'.repeat(2000) }).success).toBe(true);
  });

  it('asks for the topic’s own field and drops the fields of other topics', () => {
    expect(messages(pqrsSchema, { ...base, topic: 'Aerolineas' }, 'es')).toEqual({
      airline: 'Ingresa la aerolínea',
      flightNumber: 'Ingresa el número de vuelo, por ejemplo AV9392',
    });
    expect(
      messages(pqrsSchema, { ...base, topic: 'Infraestructura Aeroportuaria', infrastructureItem: 'Ascensores' }, 'es'),
    ).toEqual({
      infrastructureItem: 'Selecciona el elemento de infraestructura',
    });
    const parsed = pqrsSchema.parse({
      ...base,
      topic: 'Servicios Aeroportuarios',
      airportService: 'wifi',
      airline: 'Avianca',
      establishmentType: '',
    });
    expect(parsed).toMatchObject({ airportService: 'wifi', airline: undefined, establishmentType: undefined });
  });

  it('checks the date and time formats', () => {
    expect(messages(pqrsSchema, { ...base, eventDate: '20/11/2026', eventTime: '25:00' }, 'en')).toEqual({
      eventDate: 'Enter the date it happened',
      eventTime: 'Enter the time it happened',
    });
  });
});

describe('newsletter and data-request schemas', () => {
  it('newsletter: full name, email and consent', () => {
    expect(messages(newsletterSchema, { fullName: '', email: 'x', consent: false }, 'es')).toEqual({
      fullName: 'Ingresa el nombre',
      email: 'Ingresa un correo electrónico válido, por ejemplo nombre@correo.com',
      consent: 'Debe aceptar los terminos',
    });
  });

  it('data request: type consult|update|delete; the country code defaults to 57 with a phone', () => {
    expect(
      messages(
        dataRequestSchema,
        { fullName: 'Ana', email: 'ana@example.com', requestType: 'erase', details: 'x', consent: true },
        'es',
      ),
    ).toEqual({
      requestType: 'Selecciona el tipo de solicitud',
    });
    expect(
      dataRequestSchema.parse({
        fullName: 'Ana',
        email: 'ana@example.com',
        phone: '300 123 4567',
        requestType: 'delete',
        details: 'x',
        consent: true,
      }),
    ).toMatchObject({
      phone: '+573001234567',
      phoneCountryCode: '57',
    });
    expect(
      dataRequestSchema.parse({
        fullName: 'Ana',
        email: 'ana@example.com',
        phone: '',
        requestType: 'consult',
        details: 'x',
        consent: true,
      }).phoneCountryCode,
    ).toBeUndefined();
  });
});

describe('phone fields (lib/phone: valid mobiles of every country, E.164)', () => {
  const contact = (mobile: string) => ({
    fullName: 'Ana',
    email: 'ana@example.com',
    mobile,
    subject: 'x',
    comment: 'y',
    consent: true,
  });
  const pqrs = (phone: string) => ({
    requestType: 'Peticion',
    topic: 'Otros',
    name: 'Ana',
    email: 'ana@example.com',
    phone,
    eventDate: '2026-11-20',
    eventTime: '08:15',
    comment: 'Hola',
    consent: true,
  });
  const dataRequest = (phone: string, phoneCountryCode?: string) => ({
    fullName: 'Ana',
    email: 'ana@example.com',
    phone,
    ...(phoneCountryCode === undefined ? {} : { phoneCountryCode }),
    requestType: 'delete',
    details: 'x',
    consent: true,
  });

  // A field of its own: a Colombian mobile, or any country's with + and its code.
  const valid: Array<[typed: string, e164: string]> = [
    ['321 123 4567', '+573211234567'],
    ['(300) 123-4567', '+573001234567'],
    ['+34 612 34 56 78', '+34612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+33 06 12 34 56 78', '+33612345678'],
    ['+351 912 345 678', '+351912345678'],
    ['+507 6123-4567', '+50761234567'],
    ['+506 8312 3456', '+50683123456'],
    ['+598 94 231 234', '+59894231234'],
  ];
  for (const [typed, e164] of valid) {
    it(`contact and PQRS take "${typed}" as ${e164}`, () => {
      expect(contactSchema.parse(contact(typed)).mobile).toBe(e164);
      expect(pqrsSchema.parse(pqrs(typed)).phone).toBe(e164);
    });
  }

  const invalid: Array<[typed: string, es: string, en: string]> = [
    [
      '300123456',
      'Ingresa un celular válido de Colombia (+57), por ejemplo 321 1234567',
      'Enter a valid mobile number for Colombia (+57), e.g. 321 1234567',
    ],
    [
      '612345678', // a Spanish mobile without its + code reads as a Colombian number
      'Ingresa un celular válido de Colombia (+57), por ejemplo 321 1234567',
      'Enter a valid mobile number for Colombia (+57), e.g. 321 1234567',
    ],
    [
      '+34 912 34 56 78',
      'Ingresa un celular válido de España (+34), por ejemplo +34 612 34 56 78',
      'Enter a valid mobile number for Spain (+34), e.g. +34 612 34 56 78',
    ],
    [
      '+507 612345',
      'Ingresa un celular válido de Panamá (+507), por ejemplo +507 6123 4567',
      'Enter a valid mobile number for Panama (+507), e.g. +507 6123 4567',
    ],
  ];
  for (const [typed, es, en] of invalid) {
    it(`"${typed}" is refused naming the expected country and its example mobile`, () => {
      expect(messages(contactSchema, contact(typed), 'es')).toEqual({ mobile: es });
      expect(messages(pqrsSchema, pqrs(typed), 'en')).toEqual({ phone: en });
    });
  }

  it('data request: the phone is a mobile of its calling code’s country, stored as E.164', () => {
    expect(dataRequestSchema.parse(dataRequest('06 12 34 56 78', '33'))).toMatchObject({
      phone: '+33612345678',
      phoneCountryCode: '33',
    });
    expect(dataRequestSchema.parse(dataRequest('6123-4567', '+507'))).toMatchObject({
      phone: '+50761234567',
      phoneCountryCode: '507',
    });
    expect(messages(dataRequestSchema, dataRequest('06 12 34', '33'), 'es')).toEqual({
      phone: 'Ingresa un celular válido de Francia (+33), por ejemplo 06 12 34 56 78',
    });
    expect(messages(dataRequestSchema, dataRequest('612345678', '999'), 'en')).toEqual({
      phoneCountryCode: (messagesFor('en').forms as { errors: Record<string, string> }).errors.countryCodeInvalid,
    });
  });

  it('the phone’s error shows with the other fields’ errors', () => {
    expect(
      messages(dataRequestSchema, { ...dataRequest('612345678', '34'), fullName: '', details: '' }, 'es'),
    ).toMatchObject({ fullName: 'Ingresa el nombre', details: expect.any(String) });
    expect(messages(dataRequestSchema, { ...dataRequest('91234567', '34'), fullName: '' }, 'es')).toMatchObject({
      phone: 'Ingresa un celular válido de España (+34), por ejemplo 612 34 56 78',
    });
  });
});
