/*
 * The forms' value lists, limits and error keys, with no zod: the client forms import these at first
 * load, while the schemas (./schemas.ts, which re-exports everything here) load with the validation.
 * Error messages are keys under `forms.errors` in messages/*.json.
 */

/** SPEC §5 value lists, verbatim: they are what is stored and mailed. */
export const PQRS_REQUEST_TYPES = ['Felicitacion', 'Peticion', 'Queja'] as const;
export const PQRS_TOPICS = [
  'Aerolineas',
  'Establecimientos',
  'Servicios Aeroportuarios',
  'Infraestructura Aeroportuaria',
  'Otros',
] as const;
export const PQRS_ESTABLISHMENT_TYPES = [
  'Casas de cambio',
  'Restaurantes',
  'Tiendas y Locales',
  'Cajeros eletrónicos',
] as const;
export const PQRS_AIRPORT_SERVICES = [
  'wifi',
  'Transporte Publico',
  'Calidad del Servicio',
  'Seguridad',
  'Carnetizacion',
  'Sanidad Aeroportuaria',
  'Oratorio',
  'Salas VIP',
] as const;
export const PQRS_INFRASTRUCTURE_ITEMS = [
  'Sillas',
  'Baños',
  'Toma corrientes',
  'Parqueaderos',
  'Señalizacion',
  'Bandas de equipaje',
  'Pantallas de Informacion',
  'Altavoces',
] as const;

export type PqrsRequestType = (typeof PQRS_REQUEST_TYPES)[number];
export type PqrsTopic = (typeof PQRS_TOPICS)[number];

/** Which topic needs which extra fields (SPEC §3 "by topic"). */
export const TOPIC_FIELDS = {
  Aerolineas: ['airline', 'flightNumber'],
  Establecimientos: ['establishmentType'],
  'Servicios Aeroportuarios': ['airportService'],
  'Infraestructura Aeroportuaria': ['infrastructureItem'],
  Otros: [],
} as const satisfies Record<PqrsTopic, readonly string[]>;

export const PQRS_COMMENT_MAX = 2000;
export const CONTACT_COMMENT_MAX = 2000;
export const DATA_DETAILS_MAX = 2000;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The photo types accepted (HEIC is refused: the server's sharp cannot decode it; docs/forms.md). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Every message key a schema can produce (forms.errors.<key>). */
export const ERROR_KEYS = [
  'nameRequired',
  'nameTooLong',
  'emailRequired',
  'emailInvalid',
  'mobileRequired',
  'phoneInvalid',
  'subjectRequired',
  'subjectTooLong',
  'commentRequired',
  'commentTooLong',
  'consentRequired',
  'requestTypeRequired',
  'topicRequired',
  'airlineRequired',
  'flightNumberInvalid',
  'establishmentTypeRequired',
  'airportServiceRequired',
  'infrastructureItemRequired',
  'eventDateRequired',
  'eventTimeRequired',
  'detailsRequired',
  'countryCodeInvalid',
  'dataRequestTypeRequired',
  'phoneRequiredForDelete',
  'captchaRequired',
] as const;
export type FormErrorKey = (typeof ERROR_KEYS)[number];

/** PQRS step fields, for step-by-step validation on the client (react-hook-form `trigger`). */
export const PQRS_STEPS = [
  ['requestType', 'topic', 'airline', 'flightNumber', 'establishmentType', 'airportService', 'infrastructureItem'],
  ['name', 'email', 'phone', 'eventDate', 'eventTime', 'comment'],
  ['photo', 'consent', 'captchaToken'],
] as const;

export const DATA_REQUEST_TYPES = ['consult', 'update', 'delete'] as const;

/**
 * The key of a schema issue: our messages are keys; a phone issue (`phoneInvalid|57|CO|321 1234567`,
 * lib/phone/issue.ts) is `phoneInvalid`; anything else (a type error) maps to its field's key.
 */
export function messageKeyOf(message: string): FormErrorKey | undefined {
  const key = message.split('|')[0] ?? message;
  return (ERROR_KEYS as readonly string[]).includes(key) ? (key as FormErrorKey) : undefined;
}

/** The messages key of a SPEC value (`Servicios Aeroportuarios` → `ServiciosAeroportuarios`, `Baños` → `Banos`). */
export function optionKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('');
}
